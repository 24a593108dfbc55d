import { useCurrentPage, useLocation, useNotFound, useSidebar } from '../../client/index.ts';
import type { SidebarGroup } from '../../shared/types.ts';

/**
 * The sidebar the current page shows, if any: none when the page opts out, and none when the
 * only page it would list is this one (a column holding one link to where the reader already is
 * only takes room from the content). The not-found page has none: the server's one 404 page,
 * shown for a mistyped address in any section, cannot hold that section's.
 */
export function usePageSidebar(): SidebarGroup[] | undefined {
  const page = useCurrentPage();
  const groups = useSidebar();
  const { pathname } = useLocation();
  const notFound = useNotFound();
  if (notFound || page?.sidebar === false || !groups) return undefined;
  const leadsElsewhere = groups.some((group) =>
    group.children.some((item) => item.link !== pathname),
  );
  return leadsElsewhere ? groups : undefined;
}
