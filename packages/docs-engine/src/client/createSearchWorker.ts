/**
 * Starts the search worker. Written out so that Vite sees it and bundles the worker as a chunk of
 * its own; a module of its own, so that the dev server, which serves the runtime bundled, serves
 * this one as it is: only Vite's worker support turns the `new URL` into the worker's address.
 */
export function createSearchWorker(): Worker {
  return new Worker(new URL('../search/searchWorker.ts', import.meta.url), { type: 'module' });
}
