export interface SortableEntry {
  title?: string;
  order?: number;
  link?: string;
}

const depth = (link = '') => link.split('/').filter(Boolean).length;

/**
 * The one order of sidebar groups, sidebar items and nav items: `order` ascending, then shallower
 * links first, then title. Untitled entries (the default group) come first, as in dumi.
 */
export function compareNavEntries(a: SortableEntry, b: SortableEntry): number {
  return (
    (a.order ?? 0) - (b.order ?? 0) ||
    depth(a.link) - depth(b.link) ||
    (a.title === b.title ? 0 : !a.title ? -1 : !b.title ? 1 : a.title.localeCompare(b.title, 'en'))
  );
}
