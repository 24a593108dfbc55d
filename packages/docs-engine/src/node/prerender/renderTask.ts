import { pathToFileURL } from 'node:url';
import { parentPort } from 'node:worker_threads';
import type { RenderResult } from '../../client/entry-server.tsx';
import { rootCause } from '../describeRenderError.ts';
import { transferError, type TaskReply, type TransferredError } from '../workerPool.ts';

export interface RenderTask {
  id: number;
  input: { bundle: string; url: string; loaderData?: unknown };
}

/** A render's result as it crosses threads: what threw keeps its message and stack. */
export interface TransferredRender {
  html: string;
  status: number;
  errors: TransferredError[];
}

type Render = (url: string, loaderData?: unknown) => Promise<RenderResult>;

// One thread renders many pages: it imports the server bundle once.
let render: Promise<Render> | undefined;

parentPort?.on('message', ({ id, input }: RenderTask) => {
  render ??= import(pathToFileURL(input.bundle).href).then(
    (bundle: { render: Render }) => bundle.render,
  );
  render
    .then((renderPage) => renderPage(input.url, input.loaderData))
    .then(
      (result) =>
        parentPort?.postMessage({
          id,
          value: {
            html: result.html,
            status: result.status,
            errors: result.errors.map((error) => transferError(rootCause(error))),
          },
        } satisfies TaskReply<TransferredRender>),
      (error: unknown) =>
        parentPort?.postMessage({
          id,
          error: transferError(rootCause(error)),
        } satisfies TaskReply<TransferredRender>),
    );
});
