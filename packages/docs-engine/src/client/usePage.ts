import { unlocalizePath } from '../shared/localePaths.ts';
import type { PageMeta, PageTab, SidebarGroup } from '../shared/types.ts';
import { useLoadedLocale } from './useLocale.ts';
import { useLocation } from './router.tsx';
import { findPage } from './site.ts';

/** The page at the current address, if it is one of the site's pages. */
export function useCurrentPage(): PageMeta | undefined {
  return findPage(useLocation().pathname);
}

/** The sidebar of the section the current address is in. */
export function useSidebar(): SidebarGroup[] | undefined {
  const { pathname } = useLocation();
  const { locale, data } = useLoadedLocale();
  const segments = unlocalizePath(pathname, locale).split('/').filter(Boolean);
  const navPath = `/${segments.slice(0, segments.length > 2 ? 2 : 1).join('/')}`;
  return segments.length ? data.sidebar[navPath] : undefined;
}

/** The content tab the address selects with `?tab=<key>`, if the page has it. */
export function useActiveTab(page: PageMeta | undefined): PageTab | undefined {
  const { search } = useLocation();
  const key = new URLSearchParams(search).get('tab');
  return page?.tabs?.find((tab) => tab.key === key);
}
