import { availableParallelism } from 'node:os';
import type { RenderResult } from '../../client/entry-server.tsx';
import { createWorkerPool, receiveError } from '../workerPool.ts';
import type { RenderTask, TransferredRender } from './renderTask.ts';

export interface RenderPool {
  render(url: string, loaderData?: unknown): Promise<RenderResult>;
  close(): Promise<void>;
}

/**
 * Prerenders pages with the server bundle on worker threads, one per core. What a render throws,
 * or leaves to the browser, arrives as an Error with its original stack, so that the build can
 * still name the demo and the line it came from.
 */
export function createRenderPool(bundle: string): RenderPool {
  const pool = createWorkerPool<RenderTask['input'], TransferredRender>(
    new URL('./renderWorker.js', import.meta.url),
    availableParallelism(),
  );
  return {
    async render(url, loaderData) {
      const result = await pool.run({ bundle, url, loaderData });
      return { ...result, errors: result.errors.map(receiveError) };
    },
    close: () => pool.close(),
  };
}
