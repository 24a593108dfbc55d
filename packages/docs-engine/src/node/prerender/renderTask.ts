import type { TransferredError } from '../workerPool.ts';

export interface RenderTask {
  id: number;
  input: { url: string; loaderData?: unknown };
}

/** A render's result as it crosses threads: what threw keeps its message and stack. */
export interface TransferredRender {
  html: string;
  status: number;
  errors: TransferredError[];
}
