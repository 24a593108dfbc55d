import type { SearchHit, SearchResultGroup } from '../shared/types.ts';
import { createBestList, type BestList } from './bestList.ts';
import { highlight } from './highlight.ts';
import { lowerCase } from './lowerCase.ts';
import { keywordBits, mayContain } from './textSignature.ts';
import type { IndexedText, SearchMetadata, SearchPage } from './searchMetadata.ts';

/** Spec §9 weights: a keyword found in a text adds the weight of the most telling text holding it. */
export const TEXT_WEIGHT = 1;
export const TITLE_WEIGHT = 10;
export const PAGE_TITLE_WEIGHT = 100;
/** A group's base priority is its navigation index times this. */
export const GROUP_ORDER_WEIGHT = 1000;
/**
 * The best hits a group lists. No reader goes through more, and highlighting, posting and
 * drawing tens of thousands of hits (a common word on a large site) would take seconds.
 */
export const MAX_HINTS_PER_GROUP = 50;

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
}

interface Group {
  title: string | undefined;
  order: number;
  best: BestList<Candidate>;
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
 * Runs a query (the worker's 'get-search-result'): groups in navigation order, best hits first.
 *
 * Page-title hits outweigh any other, so they are collected first, over the short titles alone.
 * Once a group keeps as many hits as it lists, a page's texts are scanned only if one of its hits
 * could still beat them: on a large site this skips most of the work of a common word.
 */
export function getSearchResult(metadata: SearchMetadata, query: string): SearchResultGroup[] {
  const keywords = parseKeywords(query);
  if (keywords.length === 0) return [];

  const groups = new Map<string | undefined, Group>();
  const groupOf = (page: SearchPage): Group => {
    let group = groups.get(page.navTitle);
    if (!group) {
      group = {
        title: page.navTitle,
        order: page.navOrder,
        best: createBestList(MAX_HINTS_PER_GROUP),
      };
      groups.set(page.navTitle, group);
    }
    return group;
  };

  metadata.pages.forEach((page, index) => {
    if (!matches(page.title, keywords)) return;
    groupOf(page).best.offer({
      type: 'page',
      link: page.link,
      priority: score(keywords, [page.title, PAGE_TITLE_WEIGHT]),
      order: (index + 1) * PAGE_SLOTS - 1,
      pageTitle: page.title.text,
      title: page.title,
      text: page.sections[0]?.paragraphs[0],
    });
  });
  const bits = keywords.map(keywordBits);
  metadata.pages.forEach((page, index) => {
    if (!bits.some((needed) => mayContain(page.signature, needed))) return;
    const { best } = groupOf(page);
    const firstOrder = index * PAGE_SLOTS;
    if (!best.admits(TITLE_WEIGHT * keywords.length, firstOrder)) return;
    // When a hit found in text alone can no longer get in, only one with a matching title can:
    // the short titles tell, without scanning the page's text.
    if (
      !best.admits(TEXT_WEIGHT * keywords.length, firstOrder) &&
      !best.admits(bestBound(page, keywords), firstOrder)
    ) {
      return;
    }
    if (matches(page, keywords)) collectTextHints(page, firstOrder, keywords, best);
  });

  // Pages outside the navigation (the home page, which the logo left of the nav leads to) have
  // order -1, so their group comes first; the others follow the order the navigation shows.
  return [...groups.values()]
    .filter(({ best }) => best.items.length > 0)
    .sort((a, b) => a.order - b.order)
    .map(({ title, order, best }) => ({
      ...(title === undefined ? {} : { title }),
      priority: order * GROUP_ORDER_WEIGHT,
      hints: best.items.map((candidate) => toHit(candidate, keywords)),
    }));
}

/**
 * Offers the hits of a page's sections and demos. One scores at most TITLE_WEIGHT per keyword in
 * its title and TEXT_WEIGHT per other keyword, so its texts are not scanned unless that could
 * get it into the group's list.
 */
function collectTextHints(
  page: SearchPage,
  firstOrder: number,
  keywords: string[],
  best: BestList<Candidate>,
): void {
  const pageTitle = page.title.text;
  const pageTitleMatches = matches(page.title, keywords);
  let order = firstOrder;

  for (const section of page.sections) {
    order += 1;
    const titleScore = score(keywords, [section.title, TITLE_WEIGHT]);
    if (!best.admits(bound(titleScore, keywords), order) || !matches(section, keywords)) continue;
    const paragraph = section.paragraphs.find((text) => matches(text, keywords));
    if (paragraph) {
      best.offer({
        type: 'content',
        link: section.link,
        priority: score(keywords, [section.title, TITLE_WEIGHT], [paragraph, TEXT_WEIGHT]),
        order,
        pageTitle,
        title: section.title,
        text: paragraph,
      });
    } else if (!pageTitleMatches && matches(section.rawTitle, keywords)) {
      // When the page title matches, the page hit already leads to this heading's page.
      best.offer({
        type: 'title',
        link: section.link,
        priority: titleScore,
        order,
        pageTitle,
        title: section.title,
        text: section.paragraphs[0],
      });
    }
  }

  for (const demo of page.demos) {
    order += 1;
    if (!best.admits(bound(score(keywords, [demo.title, TITLE_WEIGHT]), keywords), order)) continue;
    if (matches(demo.rawTitle, keywords) || matches(demo.description, keywords)) {
      best.offer({
        type: 'demo',
        link: demo.link,
        priority: score(keywords, [demo.title, TITLE_WEIGHT], [demo.description, TEXT_WEIGHT]),
        order,
        pageTitle,
        title: demo.title,
        text: demo.description,
      });
    }
  }
}

/** The most any section or demo hit of the page can score. */
function bestBound(page: SearchPage, keywords: string[]): number {
  let most = 0;
  for (const { title } of [...page.sections, ...page.demos]) {
    most = Math.max(most, bound(score(keywords, [title, TITLE_WEIGHT]), keywords));
  }
  return most;
}

/** The most a hit can score given its title's score: every other keyword found in its text. */
function bound(titleScore: number, keywords: string[]): number {
  return titleScore + (keywords.length - titleScore / TITLE_WEIGHT) * TEXT_WEIGHT;
}

function matches(text: { lower: string }, keywords: string[]): boolean {
  return keywords.some((keyword) => text.lower.includes(keyword));
}

/** Each distinct keyword counts once, with the weight of the heaviest text that holds it. */
function score(keywords: string[], ...texts: [IndexedText, number][]): number {
  let total = 0;
  for (const keyword of keywords) {
    let best = 0;
    for (const [text, weight] of texts) {
      if (weight > best && text.lower.includes(keyword)) best = weight;
    }
    total += best;
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
    highlightTitleTexts: highlight(title.text, title.lower, keywords),
    highlightTexts: text ? highlight(text.text, text.lower, keywords) : [],
  };
}
