import type { ServerMarkup } from '../../../client/index.ts';
import type { SidebarGroup } from '../../../shared/types.ts';
import SidebarGroups, { SidebarLink } from './SidebarGroups.tsx';

/** A path no link leads to: the sidebar as shown there marks no page as the current one. */
const NOWHERE = '/\0';

/** A link's path without its query or fragment: what NavLink compares with the current path. */
const pathOf = (link: string) => /^[^?#]*/.exec(link)?.[0] ?? link;

/** A link that names a page of the site by its full path, the same from every page. */
const isSitePath = (link: string) => link.startsWith('/') && !link.startsWith('//');

/** Each section's sidebar as shown from none of its pages, made once per render thread. */
const unmarked = new WeakMap<SidebarGroup[], string | null>();

function unmarkedMarkup(groups: SidebarGroup[], markup: ServerMarkup): string | null {
  const known = unmarked.get(groups);
  if (known !== undefined) return known;
  // `#part` or `?tab=` resolve against the current page: such a sidebar renders in place.
  const shared = groups.every((group) => group.children.every((item) => isSitePath(item.link)));
  const html = shared ? markup.render(<SidebarGroups groups={groups} />, NOWHERE) : null;
  unmarked.set(groups, html);
  return html;
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
  let html = unmarkedMarkup(groups, markup);
  if (html === null) return undefined;
  for (const item of groups.flatMap((group) => group.children)) {
    if (pathOf(item.link) !== pathname) continue;
    const entry = (path: string) => `<li>${markup.render(<SidebarLink item={item} />, path)}</li>`;
    html = html.replaceAll(entry(NOWHERE), entry(pathname));
  }
  return html;
}
