import type { TocEntry } from '../../../shared/types.ts';

/** The headings "On this page" lists: h2 and h3 (the h1 is the page's title). */
export function tocEntries(toc: TocEntry[]): TocEntry[] {
  return toc.filter((entry) => entry.depth > 1 && entry.depth < 4);
}

/**
 * The bar under the header takes a line of a small screen from the content: it shows from two
 * headings on, where it helps. The column beside wide content costs no room and shows from one.
 */
export const TOC_BAR_MIN_ENTRIES = 2;
