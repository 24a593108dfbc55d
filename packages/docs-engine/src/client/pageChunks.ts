import { pageLoaders, type PageModule } from 'virtual:docs-engine/pages';
import { loadChunk } from './chunkErrors.ts';

const loaders: Record<string, () => Promise<PageModule>> = { ...pageLoaders };
const pending = new Map<string, Promise<PageModule>>();
const loaded = new Map<string, PageModule>();

/** Makes a locale's pages loadable, once its data has arrived. */
export function addPageLoaders(more: Record<string, () => Promise<PageModule>>): void {
  Object.assign(loaders, more);
}

/** A page's chunk, fetched once however many links prefetch it. */
export function loadPageChunk(id: string): Promise<PageModule> {
  let chunk = pending.get(id);
  if (!chunk) {
    const load = loaders[id];
    if (!load) return Promise.reject(new Error(`No page with the id ${id}`));
    chunk = loadChunk(id, load).then((module) => {
      loaded.set(id, module);
      return module;
    });
    // A failed load may succeed on the next try (the network came back): do not keep failures.
    chunk.catch(() => pending.delete(id));
    pending.set(id, chunk);
  }
  return chunk;
}

/** The page's chunk if it has arrived already, so the page can render without waiting. */
export function loadedPageChunk(id: string): PageModule | undefined {
  return loaded.get(id);
}
