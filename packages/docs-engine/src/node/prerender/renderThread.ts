import { parentPort } from 'node:worker_threads';
import { render } from '../../client/entry-server.tsx';
import { rootCause } from '../describeRenderError.ts';
import { transferError, type TaskReply } from '../workerPool.ts';
import type { RenderTask, TransferredRender } from './renderTask.ts';

// The server bundle's entry: a render thread runs this file as the build bundled it, plain
// JavaScript, so it needs no TypeScript loader (nor the loader's own thread) to start.
parentPort?.on('message', ({ id, input }: RenderTask) => {
  render(input.url, input.loaderData).then(
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
