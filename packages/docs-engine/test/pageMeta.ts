import type { PageMeta } from '../src/shared/types.ts';

/** The metadata of a page at `path` with nothing in it: no headings, order 0, never updated. */
export function emptyPageMeta(path: string): PageMeta {
  return {
    id: path,
    path,
    title: path,
    filename: `docs${path}.md`,
    lastUpdated: 0,
    toc: [],
    order: 0,
  };
}
