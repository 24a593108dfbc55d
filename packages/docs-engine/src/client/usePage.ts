import type { PageMeta, PageTab, SidebarGroup } from '../shared/types.ts';
import { isPagePath, loadedSection } from './pageChunks.ts';
import { useLocation } from './router.tsx';
import { findPage } from './site.ts';

/** The page at the current address, if it is one of the site's pages. */
export function useCurrentPage(): PageMeta | undefined {
  return findPage(useLocation().pathname);
}

/**
 * Whether the current address is known to have no page: the not-found page shows. The server
 * answers every such address with its one 404 page, so the layout must not depend on where it is.
 */
export function useNotFound(): boolean {
  return isPagePath(useLocation().pathname) === false;
}

/** The sidebar of the section the current address is in (its chunk came before the page). */
export function useSidebar(): SidebarGroup[] | undefined {
  return loadedSection(useLocation().pathname)?.sidebar;
}

/** The content tab the address selects with `?tab=<key>`, if the page has it. */
export function useActiveTab(page: PageMeta | undefined): PageTab | undefined {
  const { search } = useLocation();
  const key = new URLSearchParams(search).get('tab');
  return page?.tabs?.find((tab) => tab.key === key);
}
