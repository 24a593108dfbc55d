import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import type { RenderResult } from '../../client/entry-server.tsx';
import { createWorkerPool, receiveError } from '../workerPool.ts';
import type { RenderTask, TransferredRender } from './renderTask.ts';

export interface RenderPool {
  render(url: string, loaderData?: unknown): Promise<RenderResult>;
  close(): Promise<void>;
}

/**
 * Prerenders pages on worker threads, one per core, each running the server bundle's render
 * thread (`renderThread.ts` as bundled). What a render throws, or leaves to the browser, arrives
 * as an Error with its original stack, so that the build can still name the demo and the line it
 * came from.
 */
export function createRenderPool(renderThread: string): RenderPool {
  const pool = createWorkerPool<RenderTask['input'], TransferredRender>(
    pathToFileURL(renderThread),
    availableParallelism(),
  );
  return {
    async render(url, loaderData) {
      const result = await pool.run({ url, loaderData });
      return { ...result, errors: result.errors.map(receiveError) };
    },
    close: () => pool.close(),
  };
}
