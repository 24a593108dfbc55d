import { siteData } from 'virtual:docs-engine/site-data';
import type { PageMeta } from '../shared/types.ts';

export { siteData };

/** The router's basename: the configured base without its trailing slash ('' for '/'). */
export const basename = siteData.base.replace(/\/$/, '');

const byPath = new Map(siteData.pages.map((page) => [page.path, page]));

/** The page at a route path (without base), if there is one. */
export function findPage(path: string): PageMeta | undefined {
  return byPath.get(path.length > 1 ? path.replace(/\/$/, '') : path);
}
