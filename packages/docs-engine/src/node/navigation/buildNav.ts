import type { NavItem, PageMeta, SidebarGroup, ThemeConfig } from '../../shared/types.ts';
import { compareNavEntries, compareInEnglish } from './compareNavEntries.ts';
import { navPathOf } from './navPathOf.ts';

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The top navigation: one item per nav path of the sidebar, titled by the pages' `nav`
 * frontmatter (else the first group's title, else the first page's title) and linked to the
 * first page of its sidebar. Two-segment nav paths become children of their first segment, so the
 * navigation is at most two levels deep. `themeConfig.nav` overrides, prepends or appends.
 */
export function buildNav(
  pages: readonly PageMeta[],
  sidebar: Record<string, SidebarGroup[]>,
  userNav?: ThemeConfig['nav'],
): NavItem[] {
  if (userNav?.mode === 'override') return userNav.value;

  const navPaths = Object.keys(sidebar).sort(
    (a, b) => a.split('/').length - b.split('/').length || compareInEnglish(a, b),
  );
  const items = new Map<string, NavItem>();
  for (const navPath of navPaths) {
    const groups = sidebar[navPath] ?? [];
    const meta: { title?: string; order?: number } = {};
    for (const page of pages) {
      if (page.path === '/' || navPathOf(page.path) !== navPath || !page.nav) continue;
      if (page.nav.title) meta.title = page.nav.title;
      if (page.nav.order !== undefined) meta.order = page.nav.order;
    }
    const firstItem = groups[0]?.children[0];
    const item: NavItem = {
      title: meta.title ?? groups[0]?.title ?? firstItem?.title ?? navPath,
      order: meta.order ?? 0,
      link: firstItem?.link,
      activePath: navPath,
    };
    const [parentSegment, childSegment] = navPath.split('/').filter(Boolean);
    if (childSegment === undefined) {
      items.set(navPath, item);
      continue;
    }
    const parentPath = `/${parentSegment}`;
    const parent = items.get(parentPath) ?? {
      title: capitalise(parentSegment ?? ''),
      order: 0,
      activePath: parentPath,
    };
    parent.children = [...(parent.children ?? []), item];
    items.set(parentPath, parent);
  }

  const nav = [...items.values()].map((item) => {
    // A folder with no page of its own and a single sub-folder is just that sub-folder.
    const [onlyChild] = item.children ?? [];
    if (!item.link && item.children?.length === 1 && onlyChild) return onlyChild;
    return item.children ? { ...item, children: [...item.children].sort(compareNavEntries) } : item;
  });
  nav.sort(compareNavEntries);

  if (userNav?.mode === 'prepend') return [...userNav.value, ...nav];
  if (userNav?.mode === 'append') return [...nav, ...userNav.value];
  return nav;
}
