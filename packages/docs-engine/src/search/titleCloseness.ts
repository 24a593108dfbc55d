import { lowerCase } from './lowerCase.ts';

/** How closely a page title matches what the reader typed. */
export const TitleCloseness = {
  /** A passing mention, or no match at all. */
  none: 0,
  /** One starts with the other and covers at least half of it: `place` for "Placement". */
  near: 1,
  /** The same text: `placement`, `swipe to close` for "Swipe to Close". */
  exact: 2,
} as const;
export type TitleCloseness = (typeof TitleCloseness)[keyof typeof TitleCloseness];

/**
 * A title as a query is compared with it: letters and digits only, so that case, spaces and
 * punctuation do not make two titles differ.
 */
export function comparableTitle(text: string): string {
  return lowerCase(text).replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * Whether a title is the page the reader is after: a title the query spells out, or nearly (a
 * prefix still being typed, or the title plus a word), outranks any passing mention. It takes
 * titles already made comparable (the search data holds each page's): a common word's query is
 * compared with thousands of them.
 */
export function closenessTo(query: string): (name: string) => TitleCloseness {
  const wanted = comparableTitle(query);
  return (name) => {
    if (!wanted || !name) return TitleCloseness.none;
    if (wanted === name) return TitleCloseness.exact;
    const near =
      wanted.length < name.length
        ? name.startsWith(wanted) && wanted.length * 2 >= name.length
        : wanted.startsWith(name) && name.length * 2 >= wanted.length;
    return near ? TitleCloseness.near : TitleCloseness.none;
  };
}
