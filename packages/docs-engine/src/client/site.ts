import { siteData } from 'virtual:docs-engine/site-data';
import type { PageMeta } from '../shared/types.ts';
import { loadedLocale, localeOf } from './locale.ts';

export { siteData };

/** The router's basename: the configured base without its trailing slash ('' for '/'). */
export const basename = siteData.base.replace(/\/$/, '');

/**
 * The page at a route path (without base), if there is one; a page of a locale whose data has
 * not arrived yet is not found until it has (see `loadLocale`).
 */
export function findPage(path: string): PageMeta | undefined {
  const normalized = path.length > 1 ? path.replace(/\/$/, '') : path;
  return loadedLocale(localeOf({ pathname: normalized, search: '' }))?.pages.get(normalized);
}
