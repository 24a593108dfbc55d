import type { TocEntry } from '../../../shared/types.ts';

/** The headings "On this page" lists: h2 and h3 (the h1 is the page's title). */
export function tocEntries(toc: TocEntry[]): TocEntry[] {
  return toc.filter((entry) => entry.depth > 1 && entry.depth < 4);
}

/** A list of one heading helps nobody: the contents show from two headings on. */
export const MIN_TOC_ENTRIES = 2;
