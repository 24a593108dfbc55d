import type { ServerMarkup } from '../../../client/index.ts';
import type { SidebarGroup, SidebarItem } from '../../../shared/types.ts';
import SidebarGroups, { SidebarLink } from './SidebarGroups.tsx';

/** A path no link leads to: the sidebar as shown there marks no page as the current one. */
const NOWHERE = '/\0';

/** A link's path without its query or fragment: what NavLink compares with the current path. */
const pathOf = (link: string) => /^[^?#]*/.exec(link)?.[0] ?? link;

/** A link that names a page of the site by its full path, the same from every page. */
const isSitePath = (link: string) => link.startsWith('/') && !link.startsWith('//');

/** A section's sidebar as shown from none of its pages, and its links by the path they lead to. */
interface UnmarkedSidebar {
  html: string;
  itemsByPath: Map<string, SidebarItem[]>;
}

function byPath(items: SidebarItem[]): Map<string, SidebarItem[]> {
  const found = new Map<string, SidebarItem[]>();
  for (const item of items) {
    const path = pathOf(item.link);
    found.set(path, [...(found.get(path) ?? []), item]);
  }
  return found;
}

/** Each section's sidebar, made once per render thread; null for one that renders in place. */
const unmarked = new WeakMap<SidebarGroup[], UnmarkedSidebar | null>();

function unmarkedSidebar(groups: SidebarGroup[], markup: ServerMarkup): UnmarkedSidebar | null {
  const known = unmarked.get(groups);
  if (known !== undefined) return known;
  const items = groups.flatMap((group) => group.children);
  // `#part` or `?tab=` resolve against the current page: such a sidebar renders in place.
  const sidebar = items.every((item) => isSitePath(item.link))
    ? {
        html: markup.render(<SidebarGroups groups={groups} />, NOWHERE),
        itemsByPath: byPath(items),
      }
    : null;
  unmarked.set(groups, sidebar);
  return sidebar;
}

/**
 * The sidebar's content as HTML for the page at `pathname`, byte for byte what rendering it in
 * place gives: the section's sidebar, rendered once, with the links to this page swapped for
 * their render as the current page. The sidebar is most of a page's HTML, and the same for the
 * hundreds of pages of a section. Undefined for a sidebar with links relative to the page.
 */
export function sharedSidebarMarkup(
  groups: SidebarGroup[],
  pathname: string,
  markup: ServerMarkup,
): string | undefined {
  const sidebar = unmarkedSidebar(groups, markup);
  if (!sidebar) return undefined;
  let { html } = sidebar;
  for (const item of sidebar.itemsByPath.get(pathname) ?? []) {
    const entry = (path: string) => `<li>${markup.render(<SidebarLink item={item} />, path)}</li>`;
    html = html.replaceAll(entry(NOWHERE), entry(pathname));
  }
  return html;
}
