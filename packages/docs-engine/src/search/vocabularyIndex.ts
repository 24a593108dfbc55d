import type { IndexedText } from './searchMetadata.ts';

/**
 * Where each word of the site occurs. A word here is a maximal run of ASCII letters, digits and
 * '_' in the lower-cased text. A keyword made of those characters alone can only occur inside one
 * word, so a text holds it exactly when one of its words does: a query finds it by scanning the
 * site's distinct words (a few hundred kilobytes) instead of all its text. Other keywords (spaces
 * cannot occur in one, but punctuation, accents or CJK can) are found by scanning, as before.
 */
export interface VocabularyIndex {
  /** Every distinct word, each followed by '\n'. */
  words: string;
  /** Where each word starts in `words`, ascending, with `words.length` last. */
  wordStarts: Int32Array;
  /** The texts holding word w are `postings[postingStarts[w] .. postingStarts[w + 1])`. */
  postingStarts: Int32Array;
  postings: Int32Array;
  /** Per text id, the id of the section whose texts it belongs to, or -1. */
  sectionOfText: Int32Array;
  /** Per text id, the index of its page. */
  pageOfText: Int32Array;
  /**
   * The same for titles of sections and demos only (a few texts of each page): the bound on what
   * a page's hits can score is read from them, even for a keyword too common to mark everywhere.
   */
  titlePostingStarts: Int32Array;
  titlePostings: Int32Array;
  sectionCount: number;
  pageCount: number;
  /**
   * The arrays the last query's masks were made in: a query reuses them, as allocating (and
   * collecting) a megabyte for each would cost more than the query's own work.
   */
  scratch?: {
    texts: Uint32Array;
    sections: Uint32Array;
    pages: Uint32Array;
    titleTexts: Uint32Array;
    titles: Uint8Array;
  };
}

/**
 * Where a query's keywords occur, by text id, section id and page index: bit `i` of an entry is
 * set when keyword `i` occurs there. Only the keywords whose bit is set in `indexed` are recorded;
 * the others must be found by scanning.
 */
export interface KeywordMasks {
  indexed: number;
  texts: Uint32Array;
  sections: Uint32Array;
  pages: Uint32Array;
  /**
   * Per page, the most keywords one section or demo title of it holds; only when every keyword is
   * a word keyword, so that the titles' postings tell it all.
   */
  titleKeywords: Uint8Array | undefined;
}

/** Keywords past this many are found by scanning: one bit of a mask each. */
export const MAX_INDEXED_KEYWORDS = 31;

/** True when a keyword can only occur inside one word, so the index can find it. */
export function isWordKeyword(keyword: string): boolean {
  for (let index = 0; index < keyword.length; index += 1) {
    if (!isWordChar(keyword.charCodeAt(index))) return false;
  }
  return keyword.length > 0;
}

function isWordChar(code: number): boolean {
  return (
    (code >= 97 && code <= 122) ||
    (code >= 48 && code <= 57) ||
    code === 95 ||
    (code >= 65 && code <= 90)
  );
}

export interface VocabularyBuilder {
  /** Indexes a text, whose `lower` is final, as a text of the given page and section (-1: none). */
  add(text: IndexedText, page: number, section: number): void;
  /** A new section id. */
  section(): number;
  /** Records that an added text is the title of a section or demo. */
  title(text: IndexedText): void;
  finish(pageCount: number): VocabularyIndex;
}

export function createVocabularyBuilder(): VocabularyBuilder {
  const wordIds = new Map<string, number>();
  const wordList: string[] = [];
  const postingLists: number[][] = [];
  /** The last text each word was recorded for: a text lists each of its words once. */
  const lastText: number[] = [];
  const sectionOfText: number[] = [];
  const pageOfText: number[] = [];
  const isTitle: number[] = [];
  let sectionCount = 0;

  const record = (lower: string, start: number, end: number, textId: number): void => {
    const word = lower.slice(start, end);
    let id = wordIds.get(word);
    if (id === undefined) {
      id = wordList.length;
      wordIds.set(word, id);
      wordList.push(word);
      postingLists.push([]);
      lastText.push(-1);
    }
    if (lastText[id] === textId) return;
    lastText[id] = textId;
    (postingLists[id] as number[]).push(textId);
  };

  return {
    add(text, page, section) {
      // The page title is also the title of its h1 section and of untitled demos: indexed once.
      if (text.id !== undefined) return;
      const textId = pageOfText.length;
      // Not enumerable: a text stays equal to its plain `{ text, lower }`.
      Object.defineProperty(text, 'id', { value: textId });
      pageOfText.push(page);
      isTitle.push(0);
      sectionOfText.push(section);
      const { lower } = text;
      let start = -1;
      for (let index = 0; index < lower.length; index += 1) {
        if (isWordChar(lower.charCodeAt(index))) {
          if (start < 0) start = index;
        } else if (start >= 0) {
          record(lower, start, index, textId);
          start = -1;
        }
      }
      if (start >= 0) record(lower, start, lower.length, textId);
    },
    title(text) {
      if (text.id !== undefined) isTitle[text.id] = 1;
    },
    section: () => {
      sectionCount += 1;
      return sectionCount - 1;
    },
    finish(pageCount) {
      const wordStarts = new Int32Array(wordList.length + 1);
      let offset = 0;
      wordList.forEach((word, id) => {
        wordStarts[id] = offset;
        offset += word.length + 1;
      });
      wordStarts[wordList.length] = offset;
      const { starts: postingStarts, values: postings } = flatten(postingLists);
      const { starts: titlePostingStarts, values: titlePostings } = flatten(
        postingLists.map((list) => list.filter((text) => isTitle[text] === 1)),
      );
      return {
        words: wordList.map((word) => `${word}\n`).join(''),
        wordStarts,
        postingStarts,
        postings,
        sectionOfText: Int32Array.from(sectionOfText),
        pageOfText: Int32Array.from(pageOfText),
        titlePostingStarts,
        titlePostings,
        sectionCount,
        pageCount,
      };
    },
  };
}

/**
 * Lists packed into one array: list `id` is `values[starts[id]]` up to `values[starts[id + 1]]`.
 * Typed arrays pass to the worker without the cost of thousands of small arrays.
 */
function flatten(lists: number[][]): { starts: Int32Array; values: Int32Array } {
  const starts = new Int32Array(lists.length + 1);
  lists.forEach((list, id) => {
    starts[id + 1] = (starts[id] as number) + list.length;
  });
  const values = new Int32Array(starts[lists.length] as number);
  lists.forEach((list, id) => values.set(list, starts[id] as number));
  return { starts, values };
}

/** The ids of the words holding `keyword`. */
function wordsHolding(index: VocabularyIndex, keyword: string): number[] {
  const { words, wordStarts } = index;
  const found: number[] = [];
  let from = 0;
  for (;;) {
    const at = words.indexOf(keyword, from);
    if (at === -1) return found;
    // The last word starting at or before `at`: no keyword holds '\n', so it holds the match.
    let low = 0;
    let high = wordStarts.length - 2;
    while (low < high) {
      const middle = (low + high + 1) >>> 1;
      if ((wordStarts[middle] as number) <= at) low = middle;
      else high = middle - 1;
    }
    found.push(low);
    from = wordStarts[low + 1] as number;
  }
}

/**
 * Where the word keywords occur. One in more than `limit` texts (counting each of its words'
 * texts) is left to scanning: marking that many would cost more than scanning for it, since a
 * common keyword is found early in a text. The masks are valid until the next call.
 */
export function findKeywords(
  index: VocabularyIndex,
  keywords: readonly string[],
  limit: number,
): KeywordMasks {
  const { postingStarts, postings, sectionOfText, pageOfText } = index;
  const scratch = (index.scratch ??= {
    texts: new Uint32Array(pageOfText.length),
    sections: new Uint32Array(index.sectionCount),
    pages: new Uint32Array(index.pageCount),
    titleTexts: new Uint32Array(pageOfText.length),
    titles: new Uint8Array(index.pageCount),
  });
  scratch.texts.fill(0);
  scratch.sections.fill(0);
  scratch.pages.fill(0);
  const { titlePostingStarts, titlePostings } = index;
  /** Per title text, the keywords it holds: marked for every word keyword, however common. */
  const titleTexts = scratch.titleTexts.fill(0);
  const masks: KeywordMasks = {
    indexed: 0,
    texts: scratch.texts,
    sections: scratch.sections,
    pages: scratch.pages,
    titleKeywords: undefined,
  };
  const marked: number[] = [];
  let words = 0;
  keywords.forEach((keyword, at) => {
    if (at >= MAX_INDEXED_KEYWORDS || !isWordKeyword(keyword)) return;
    const found = wordsHolding(index, keyword);
    const bit = 1 << at;
    words |= bit;
    let total = 0;
    for (const word of found) {
      marked.push(word);
      total += (postingStarts[word + 1] as number) - (postingStarts[word] as number);
      const end = titlePostingStarts[word + 1] as number;
      for (let from = titlePostingStarts[word] as number; from < end; from += 1) {
        const text = titlePostings[from] as number;
        titleTexts[text] = (titleTexts[text] as number) | bit;
      }
    }
    if (total > limit) return;
    masks.indexed |= bit;
    for (const word of found) {
      const end = postingStarts[word + 1] as number;
      for (let from = postingStarts[word] as number; from < end; from += 1) {
        const text = postings[from] as number;
        masks.texts[text] = (masks.texts[text] as number) | bit;
        const section = sectionOfText[text] as number;
        if (section >= 0) masks.sections[section] = (masks.sections[section] as number) | bit;
        const page = pageOfText[text] as number;
        masks.pages[page] = (masks.pages[page] as number) | bit;
      }
    }
  });
  if (words === 2 ** keywords.length - 1) {
    const most = scratch.titles.fill(0);
    for (const word of marked) {
      const end = titlePostingStarts[word + 1] as number;
      for (let from = titlePostingStarts[word] as number; from < end; from += 1) {
        const text = titlePostings[from] as number;
        const page = pageOfText[text] as number;
        const count = bitCount(titleTexts[text] as number);
        if (count > (most[page] as number)) most[page] = count;
      }
    }
    masks.titleKeywords = most;
  }
  return masks;
}

export function bitCount(mask: number): number {
  let bits = mask - ((mask >>> 1) & 0x55555555);
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  return Math.imul((bits + (bits >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}
