import { pageLoaders, type PageModule } from 'virtual:docs-engine/pages';
import { loadChunk } from './chunkErrors.ts';

const loaded = new Map<string, Promise<PageModule>>();

/** A page's chunk, fetched once however many links prefetch it. */
export function loadPageChunk(id: string): Promise<PageModule> {
  let chunk = loaded.get(id);
  if (!chunk) {
    const load = pageLoaders[id];
    if (!load) return Promise.reject(new Error(`No page with the id ${id}`));
    chunk = loadChunk(id, load);
    // A failed load may succeed on the next try (the network came back): do not cache failures.
    chunk.catch(() => loaded.delete(id));
    loaded.set(id, chunk);
  }
  return chunk;
}
