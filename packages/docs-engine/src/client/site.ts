import { siteData } from 'virtual:docs-engine/site-data';
import type { PageMeta } from '../shared/types.ts';
import { loadedPage } from './pageChunks.ts';

export { siteData };

/** The router's basename: the configured base without its trailing slash ('' for '/'). */
export const basename = siteData.base.replace(/\/$/, '');

/**
 * The page at a route path (without base), once its chunk has arrived: each page's metadata
 * comes with it, so the first load does not grow with the site (see `loadPage`).
 */
export function findPage(path: string): PageMeta | undefined {
  return loadedPage(path)?.meta;
}
