import type { SiteLoaders } from 'virtual:docs-engine/loaders';

/**
 * The fetchers of the site's content chunks, handed over by the entry. Their file names change
 * whenever the content does; named here, in the runtime that every page's chunk imports, they
 * would rename every script of the site at each edit, and readers would fetch them all again.
 */
let provided: SiteLoaders | undefined;
let entry: string | undefined;

/**
 * Called by an entry before the app renders, with its own address in the browser (its
 * `import.meta.url`), which tells the build the page runs.
 */
export function provideSiteLoaders(loaders: SiteLoaders, entryAddress?: string): void {
  provided = loaders;
  entry = entryAddress;
}

/** The address of the entry the page runs; undefined on the server. */
export function runningEntry(): string | undefined {
  return entry;
}

export function siteLoaders(): SiteLoaders {
  if (!provided) throw new Error('The site loaders were read before the entry provided them');
  return provided;
}
