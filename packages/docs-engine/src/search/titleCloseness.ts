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

/** Letters and digits only: case, spaces and punctuation do not make two titles differ. */
function squeeze(text: string): string {
  return lowerCase(text).replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * Whether the title is the page the reader is after: a title the query spells out, or nearly
 * (a prefix still being typed, or the title plus a word), outranks any passing mention.
 */
export function titleCloseness(title: string, query: string): TitleCloseness {
  const wanted = squeeze(query);
  const name = squeeze(title);
  if (!wanted || !name) return TitleCloseness.none;
  if (wanted === name) return TitleCloseness.exact;
  const [shorter, longer] = wanted.length < name.length ? [wanted, name] : [name, wanted];
  return longer.startsWith(shorter) && shorter.length * 2 >= longer.length
    ? TitleCloseness.near
    : TitleCloseness.none;
}
