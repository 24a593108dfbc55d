/** The worker's in-memory index: every searchable text stored with its lower-cased twin. */
import type { VocabularyIndex } from './vocabularyIndex.ts';

export interface IndexedText {
  text: string;
  /**
   * `lowerCase(text)`, computed once when the metadata is built so queries only scan. It is a
   * slice of the page's `lower`, which engines store as a view, not a copy.
   */
  lower: string;
  /**
   * Its number in the vocabulary index, set (not enumerable) when the index is built. A text
   * without one is searched by scanning `lower`.
   */
  readonly id?: number;
}

export interface SearchSection {
  /** Its number among the site's sections, where the vocabulary index records its words. */
  id: number;
  /** The heading text alone ('' for text before the first heading). */
  rawTitle: IndexedText;
  /** What a hit shows as its title: '<page title> - <heading>'. */
  title: IndexedText;
  link: string;
  paragraphs: IndexedText[];
  /** Its heading and paragraphs lower-cased together: one scan tells whether it can match. */
  lower: string;
}

export interface SearchDemoEntry {
  link: string;
  rawTitle: IndexedText;
  title: IndexedText;
  description: IndexedText;
}

export interface SearchPage {
  link: string;
  /** Every text of the page, lower-cased and joined by newlines: a query skips a page at one scan. */
  lower: string;
  /** `textSignature(lower)`: rules out most pages without a rare keyword before any scan. */
  signature: Uint32Array;
  title: IndexedText;
  /** `comparableTitle(title.text)`: what a query that may name the page is compared with. */
  comparableTitle: string;
  /** Title of the navigation item the page belongs to; absent outside the navigation. */
  navTitle?: string;
  /** Index of that item in the navigation, -1 outside it. */
  navOrder: number;
  sections: SearchSection[];
  demos: SearchDemoEntry[];
}

export interface SearchMetadata {
  pages: SearchPage[];
  /** The site's words and the texts holding each; without it, every keyword is found by scanning. */
  index?: VocabularyIndex;
}
