import {
  GROUP_ORDER_WEIGHT,
  PAGE_TITLE_WEIGHT,
  TEXT_WEIGHT,
  TITLE_WEIGHT,
} from '../shared/constants.ts';
import type { SearchHit, SearchResultGroup } from '../shared/types.ts';
import { createBestList, type BestList } from './bestList.ts';
import { matchSnippet } from './matchSnippet.ts';
import { lowerCase } from './lowerCase.ts';
import { closenessTo, TitleCloseness } from './titleCloseness.ts';
import { keywordBits, mayContain } from './textSignature.ts';
import type { IndexedText, SearchMetadata, SearchPage, SearchSection } from './searchMetadata.ts';
import { bitCount, findKeywords, MAX_INDEXED_KEYWORDS } from './vocabularyIndex.ts';

/**
 * The best hits a group lists: a dropdown's worth for each part of the site (VitePress's local
 * search lists 16 in all). Each hit is highlighted, posted from the worker and drawn on every
 * keystroke: over the bench's queries on a 5,000-page site, answers took a median of 5.0-5.7 ms
 * and a 95th percentile of 16.4-17.6 ms at 50 a group, and 3.0-3.7 and 11.1-12.9 ms at 20.
 */
export const MAX_HINTS_PER_GROUP = 20;

/**
 * A keyword in more texts than this is found by scanning: it is common, so a scan finds it early
 * in most texts, while marking every text that holds it would take longer.
 */
const MAX_INDEXED_TEXTS = 300_000;

/** A query's keywords, and where they occur: from the vocabulary index when it can tell. */
interface Query {
  keywords: string[];
  /** Bit `i` set when `text` holds keyword `i`; for queries of at most MAX_INDEXED_KEYWORDS. */
  mask(text: IndexedText): number;
  /** Whether `text` holds keyword `at`. */
  text(text: IndexedText, at: number): boolean;
  /** Whether `text` holds any keyword. */
  any(text: IndexedText): boolean;
  /** Whether the section's heading or paragraphs hold any keyword. */
  section(section: SearchSection): boolean;
  /** Whether any text of the page holds any keyword. */
  page(page: SearchPage, pageIndex: number): boolean;
  /**
   * The most keywords a hit on the page can hold: those the index finds in the page, and every
   * keyword it cannot tell of.
   */
  most(pageIndex: number): number;
  /** Per page, the most keywords one section or demo title holds, when the index tells. */
  titleKeywords: Uint8Array | undefined;
}

function createQuery(metadata: SearchMetadata, keywords: string[]): Query {
  const { index } = metadata;
  const masks = index ? findKeywords(index, keywords, MAX_INDEXED_TEXTS) : undefined;
  // A shift counts modulo 32: keywords past the mask's bits are never indexed.
  const indexed = keywords.map(
    (_, at) => at < MAX_INDEXED_KEYWORDS && (((masks?.indexed ?? 0) >>> at) & 1) === 1,
  );
  /** The keywords to scan for, by position; a text the index lacks is scanned for all. */
  const scanned = keywords.flatMap((_, at) => (indexed[at] ? [] : [at]));
  const all = keywords.map((_, at) => at);
  const bits = keywords.map(keywordBits);
  const text = (entry: IndexedText, at: number): boolean =>
    masks && indexed[at] && entry.id !== undefined
      ? (((masks.texts[entry.id] as number) >>> at) & 1) === 1
      : entry.lower.includes(keywords[at] as string);
  return {
    keywords,
    titleKeywords: masks?.titleKeywords,
    text,
    mask(entry) {
      const known = masks && entry.id !== undefined;
      let mask = known ? (masks.texts[entry.id as number] as number) : 0;
      for (const at of known ? scanned : all) {
        if (entry.lower.includes(keywords[at] as string)) mask |= 1 << at;
      }
      return mask;
    },
    any(entry) {
      const known = masks && entry.id !== undefined;
      if (known && masks.texts[entry.id as number] !== 0) return true;
      return (known ? scanned : all).some((at) => entry.lower.includes(keywords[at] as string));
    },
    section(section) {
      if (masks && masks.sections[section.id] !== 0) return true;
      return scanned.some((at) => section.lower.includes(keywords[at] as string));
    },
    most(pageIndex) {
      return masks ? bitCount(masks.pages[pageIndex] as number) + scanned.length : keywords.length;
    },
    page(page, pageIndex) {
      if (masks && masks.pages[pageIndex] !== 0) return true;
      return scanned.some(
        (at) =>
          mayContain(page.signature, bits[at] as number[]) &&
          page.lower.includes(keywords[at] as string),
      );
    },
  };
}

/** A hit before highlighting: ranking needs only the scores, so chunks are made for kept hits only. */
interface Candidate {
  type: SearchHit['type'];
  link: string;
  priority: number;
  /** Where the hit was found: page by page, then sections, demos and the page title in each. */
  order: number;
  pageTitle: string;
  title: IndexedText;
  text: IndexedText | undefined;
  /** For a page hit, how closely its title matches the query; other hits have none. */
  closeness: TitleCloseness;
}

interface Group {
  title: string | undefined;
  order: number;
  best: BestList<Candidate>;
  /** The closest page title among the group's hits. */
  closeness: TitleCloseness;
}

/** Room for each page's hits in the `order` numbering; the page-title hit takes the last slot. */
const PAGE_SLOTS = 2 ** 20;

/**
 * The distinct lower-cased keywords of a query. Whitespace separates alternatives; nothing else
 * in the input has a meaning, so regular-expression or HTML characters are plain text.
 */
export function parseKeywords(query: string): string[] {
  return [...new Set(lowerCase(query).split(/\s+/).filter(Boolean))];
}

/**
 * Runs a query (the worker's 'get-search-result'): groups in navigation order, best hits first,
 * except that the page whose title the query spells out (or nearly) comes first, with its group:
 * a reader who types a page's name and presses Enter lands on that page, not on a passing mention
 * in a group listed earlier. A page and its own sections (the text under its h1, or before any
 * heading) are one result: the page's.
 *
 * Page-title hits outweigh any other, so they are collected first, over the short titles alone.
 * Once a group keeps as many hits as it lists, a page's texts are scanned only if one of its hits
 * could still beat them: on a large site this skips most of the work of a common word.
 */
export function getSearchResult(metadata: SearchMetadata, query: string): SearchResultGroup[] {
  const keywords = parseKeywords(query);
  if (keywords.length === 0) return [];
  const found = createQuery(metadata, keywords);

  const groups = new Map<string | undefined, Group>();
  const groupOf = (page: SearchPage): Group => {
    let group = groups.get(page.navTitle);
    if (!group) {
      group = {
        title: page.navTitle,
        order: page.navOrder,
        best: createBestList(MAX_HINTS_PER_GROUP),
        closeness: TitleCloseness.none,
      };
      groups.set(page.navTitle, group);
    }
    return group;
  };

  const closenessOf = closenessTo(query);
  metadata.pages.forEach((page, index) => {
    if (!matches(found, page.title)) return;
    const group = groupOf(page);
    const closeness = closenessOf(page.comparableTitle);
    group.closeness = Math.max(group.closeness, closeness) as TitleCloseness;
    const priority = score(found, page.title, PAGE_TITLE_WEIGHT);
    const order = (index + 1) * PAGE_SLOTS - 1;
    // A common word's title hits outnumber what a group lists: only those it keeps get a snippet.
    if (!group.best.admits(priority, order)) return;
    group.best.offer({
      type: 'page',
      link: page.link,
      priority,
      order,
      pageTitle: page.title.text,
      title: page.title,
      text: pageSnippet(page, found),
      closeness,
    });
  });
  metadata.pages.forEach((page, index) => {
    if (!found.page(page, index)) return;
    const { best } = groupOf(page);
    const firstOrder = index * PAGE_SLOTS;
    // A page holding only the common one of a rare and a common keyword cannot outscore the
    // common keyword's hits already kept.
    const most = found.most(index);
    if (!best.admits(TITLE_WEIGHT * most, firstOrder)) return;
    // When a hit found in text alone can no longer get in, only one with a matching title can:
    // the short titles tell, without scanning the page's text.
    if (
      !best.admits(TEXT_WEIGHT * most, firstOrder) &&
      !best.admits(bestBound(page, index, found), firstOrder)
    ) {
      return;
    }
    collectTextHints(page, firstOrder, found, best);
  });

  // Pages outside the navigation (the home page, which the logo left of the nav leads to) have
  // order -1, so their group comes first; the others follow the order the navigation shows. A
  // group holding a page the query names goes before them all, that page at its head (the sorts
  // are stable, so everything else keeps its order).
  return [...groups.values()]
    .filter(({ best }) => best.items.length > 0)
    .sort((a, b) => b.closeness - a.closeness || a.order - b.order)
    .map(({ title, order, best }) => ({
      ...(title === undefined ? {} : { title }),
      priority: order * GROUP_ORDER_WEIGHT,
      hints: [...best.items]
        .sort((a, b) => b.closeness - a.closeness)
        .map((candidate) => toHit(candidate, keywords)),
    }));
}

/**
 * What a page hit shows under its title: the first paragraph of the page's own text (under its
 * h1, or before any heading) that holds a keyword, or else the page's first paragraph.
 */
function pageSnippet(page: SearchPage, found: Query): IndexedText | undefined {
  for (const section of page.sections) {
    if (!isOwnSection(page, section)) continue;
    const paragraph = section.paragraphs.find((text) => matches(found, text));
    if (paragraph) return paragraph;
  }
  return page.sections[0]?.paragraphs[0];
}

/** The text under the page's h1 or before its first heading: the page itself, not a part of it. */
function isOwnSection(page: SearchPage, section: SearchSection): boolean {
  return section.title === page.title;
}

/**
 * Offers the hits of a page's sections and demos. One scores at most TITLE_WEIGHT per keyword in
 * its title and TEXT_WEIGHT per other keyword, so its texts are not scanned unless that could
 * get it into the group's list.
 */
function collectTextHints(
  page: SearchPage,
  firstOrder: number,
  found: Query,
  best: BestList<Candidate>,
): void {
  const { keywords } = found;
  const pageTitle = page.title.text;
  const pageTitleMatches = matches(found, page.title);
  let order = firstOrder;

  for (const section of page.sections) {
    order += 1;
    // The page hit already stands for the page's own text, and shows its matching paragraph.
    if (pageTitleMatches && isOwnSection(page, section)) continue;
    const titleScore = score(found, section.title, TITLE_WEIGHT);
    if (!best.admits(bound(titleScore, keywords), order) || !found.section(section)) {
      continue;
    }
    const paragraph = section.paragraphs.find((text) => matches(found, text));
    if (paragraph) {
      best.offer({
        type: 'content',
        link: section.link,
        priority: score(found, section.title, TITLE_WEIGHT, paragraph, TEXT_WEIGHT),
        order,
        pageTitle,
        title: section.title,
        text: paragraph,
        closeness: TitleCloseness.none,
      });
    } else if (!pageTitleMatches && matches(found, section.rawTitle)) {
      // When the page title matches, the page hit already leads to this heading's page.
      best.offer({
        type: 'title',
        link: section.link,
        priority: titleScore,
        order,
        pageTitle,
        title: section.title,
        text: section.paragraphs[0],
        closeness: TitleCloseness.none,
      });
    }
  }

  for (const demo of page.demos) {
    order += 1;
    if (!best.admits(bound(score(found, demo.title, TITLE_WEIGHT), keywords), order)) continue;
    if (matches(found, demo.rawTitle) || matches(found, demo.description)) {
      best.offer({
        type: 'demo',
        link: demo.link,
        priority: score(found, demo.title, TITLE_WEIGHT, demo.description, TEXT_WEIGHT),
        order,
        pageTitle,
        title: demo.title,
        text: demo.description,
        closeness: TitleCloseness.none,
      });
    }
  }
}

/** The most any section or demo hit of the page can score. */
function bestBound(page: SearchPage, pageIndex: number, found: Query): number {
  const { titleKeywords } = found;
  // bound() grows with the title's score: the title holding the most keywords bounds them all.
  if (titleKeywords) {
    return bound((titleKeywords[pageIndex] as number) * TITLE_WEIGHT, found.keywords);
  }
  let most = 0;
  for (const { title } of page.sections) {
    most = Math.max(most, bound(score(found, title, TITLE_WEIGHT), found.keywords));
  }
  for (const { title } of page.demos) {
    most = Math.max(most, bound(score(found, title, TITLE_WEIGHT), found.keywords));
  }
  return most;
}

/** The most a hit can score given its title's score: every other keyword found in its text. */
function bound(titleScore: number, keywords: string[]): number {
  return titleScore + (keywords.length - titleScore / TITLE_WEIGHT) * TEXT_WEIGHT;
}

function matches(found: Query, text: IndexedText): boolean {
  return found.any(text);
}

/**
 * Each distinct keyword counts once, with the weight of the heaviest text that holds it: the
 * title's, or else the text's (which weighs less).
 */
function score(
  found: Query,
  title: IndexedText,
  titleWeight: number,
  text?: IndexedText,
  textWeight = 0,
): number {
  if (found.keywords.length <= MAX_INDEXED_KEYWORDS) {
    const inTitle = found.mask(title);
    const inText = text ? found.mask(text) & ~inTitle : 0;
    return bitCount(inTitle) * titleWeight + bitCount(inText) * textWeight;
  }
  let total = 0;
  for (let at = 0; at < found.keywords.length; at += 1) {
    if (found.text(title, at)) total += titleWeight;
    else if (text && found.text(text, at)) total += textWeight;
  }
  return total;
}

function toHit(
  { type, link, priority, pageTitle, title, text }: Candidate,
  keywords: string[],
): SearchHit {
  return {
    type,
    link,
    priority,
    pageTitle,
    highlightTitleTexts: matchSnippet(title.text, title.lower, keywords),
    highlightTexts: text ? matchSnippet(text.text, text.lower, keywords) : [],
  };
}
