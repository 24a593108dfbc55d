import type { DemoCode, LoadedDemo } from '../shared/types.ts';
import { loadChunk } from './chunkErrors.ts';

/** One load per demo, shared by its code panel and its exports. */
const loads = new WeakMap<LoadedDemo, Promise<DemoCode>>();
const failed = new WeakSet<LoadedDemo>();

/**
 * The demo's code and highlighting, loaded on first use. A failed load stays failed (React must get
 * the same promise back while it renders) until `retryDemoCode`.
 */
export function demoCode(demo: LoadedDemo): Promise<DemoCode> {
  let load = loads.get(demo);
  if (!load) {
    load = loadChunk(`code of demo ${demo.meta.id}`, demo.loadCode);
    load.catch(() => failed.add(demo));
    loads.set(demo, load);
  }
  return load;
}

/** After a failed load, makes the next `demoCode` fetch again: a reader's retry. */
export function retryDemoCode(demo: LoadedDemo): void {
  if (failed.delete(demo)) loads.delete(demo);
}
