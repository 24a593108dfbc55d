import type { SiteLoaders } from 'virtual:docs-engine/loaders';

/**
 * The fetchers of the site's content chunks, handed over by the entry. Their file names change
 * whenever the content does; named here, in the runtime that every page's chunk imports, they
 * would rename every script of the site at each edit, and readers would fetch them all again.
 */
let provided: SiteLoaders | undefined;

/** Called by an entry before the app renders. */
export function provideSiteLoaders(loaders: SiteLoaders): void {
  provided = loaders;
}

export function siteLoaders(): SiteLoaders {
  if (!provided) throw new Error('The site loaders were read before the entry provided them');
  return provided;
}
