import type { PageMeta, SidebarGroup } from '../../shared/types.ts';
import { compareNavEntries } from './compareNavEntries.ts';
import { navPathOf } from './navPathOf.ts';

/**
 * The sidebar of every nav path: its pages grouped by their `group` frontmatter (pages without one
 * share an untitled group), groups and items sorted by order, depth, then title. The home page is
 * not in any sidebar. `overrides` replace the generated sidebar of the nav paths they name.
 */
export function buildSidebar(
  pages: readonly PageMeta[],
  overrides: Record<string, SidebarGroup[]> = {},
): Record<string, SidebarGroup[]> {
  const byNavPath = new Map<string, Map<string, SidebarGroup>>();
  for (const page of pages) {
    if (page.path === '/') continue;
    const navPath = navPathOf(page.path);
    const groups = byNavPath.get(navPath) ?? new Map<string, SidebarGroup>();
    byNavPath.set(navPath, groups);
    const key = page.group?.title ?? '';
    const group = groups.get(key) ?? { title: page.group?.title, order: 0, children: [] };
    groups.set(key, group);
    // A group's order is the first non-zero order any of its pages gives it.
    if (!group.order && page.group?.order) group.order = page.group.order;
    group.children.push({ title: page.title, link: page.path, order: page.order });
  }
  const sidebar: Record<string, SidebarGroup[]> = {};
  for (const [navPath, groups] of byNavPath) {
    sidebar[navPath] = [...groups.values()]
      .map((group) => ({ ...group, children: group.children.sort(compareNavEntries) }))
      .sort(compareNavEntries);
  }
  return { ...sidebar, ...overrides };
}
