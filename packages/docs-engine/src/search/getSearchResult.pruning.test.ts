import { describe, expect, it } from 'vitest';
import type { SearchHit } from '../shared/types.ts';
import { buildSearchMetadata } from './buildSearchMetadata.ts';
import { createBestList } from './bestList.ts';
import { getSearchResult, MAX_HINTS_PER_GROUP, parseKeywords } from './getSearchResult.ts';
import type { IndexedText, SearchMetadata } from './searchMetadata.ts';
import { generateSyntheticSite } from '../../test/syntheticSearchData.ts';
import { closenessTo, comparableTitle } from './titleCloseness.ts';

/**
 * The ranking written the plain way: every hit of every page, stably sorted, then cut; a page the
 * query names leads. The real query skips work it can prove useless; it must list exactly the
 * same hits.
 */
function plainRanking(
  metadata: SearchMetadata,
  query: string,
): { title?: string; hints: string[] }[] {
  const keywords = parseKeywords(query);
  const has = (text: IndexedText) => keywords.some((keyword) => text.lower.includes(keyword));
  const score = (...texts: [IndexedText, number][]) =>
    keywords.reduce(
      (sum, keyword) =>
        sum + Math.max(0, ...texts.filter(([t]) => t.lower.includes(keyword)).map(([, w]) => w)),
      0,
    );
  type Hint = Pick<SearchHit, 'link' | 'type' | 'priority'> & { closeness: number };
  const groups = new Map<string | undefined, { order: number; closeness: number; hints: Hint[] }>();
  for (const page of metadata.pages) {
    const hints: Hint[] = [];
    for (const section of page.sections) {
      // A page whose title matches stands for its own text.
      if (has(page.title) && section.title === page.title) continue;
      const paragraph = section.paragraphs.find(has);
      if (paragraph)
        hints.push({
          type: 'content',
          link: section.link,
          priority: score([section.title, 10], [paragraph, 1]),
          closeness: 0,
        });
      else if (has(section.rawTitle) && !has(page.title)) {
        hints.push({
          type: 'title',
          link: section.link,
          priority: score([section.title, 10]),
          closeness: 0,
        });
      }
    }
    for (const demo of page.demos) {
      if (has(demo.rawTitle) || has(demo.description)) {
        hints.push({
          type: 'demo',
          link: demo.link,
          priority: score([demo.title, 10], [demo.description, 1]),
          closeness: 0,
        });
      }
    }
    if (has(page.title))
      hints.push({
        type: 'page',
        link: page.link,
        priority: score([page.title, 100]),
        closeness: closenessTo(query)(comparableTitle(page.title.text)),
      });
    if (hints.length === 0) continue;
    const group = groups.get(page.navTitle) ?? { order: page.navOrder, closeness: 0, hints: [] };
    group.hints.push(...hints);
    group.closeness = Math.max(group.closeness, ...hints.map((hint) => hint.closeness));
    groups.set(page.navTitle, group);
  }
  return [...groups.entries()]
    .sort(([, a], [, b]) => b.closeness - a.closeness || a.order - b.order)
    .map(([title, group]) => ({
      ...(title === undefined ? {} : { title }),
      hints: group.hints
        .sort((a, b) => b.priority - a.priority)
        .slice(0, MAX_HINTS_PER_GROUP)
        .sort((a, b) => b.closeness - a.closeness)
        .map((hint) => `${hint.type} ${hint.link} ${hint.priority}`),
    }));
}

describe('getSearchResult on a large site', () => {
  const metadata = buildSearchMetadata(generateSyntheticSite(600, 7));

  it.each([
    'kalomi',
    'drutos',
    'ren',
    'placement',
    'swipe lock',
    'drawer mask escape',
    'e',
    'xyz',
    'ka lo mi',
    'e kalomi',
    'drawer xyz',
  ])('lists exactly the hits a plain sort would for %s', (query) => {
    const ranked = getSearchResult(metadata, query).map(({ title, hints }) => ({
      ...(title === undefined ? {} : { title }),
      hints: hints.map((hint) => `${hint.type} ${hint.link} ${hint.priority}`),
    }));
    expect(ranked).toEqual(plainRanking(metadata, query));
  });
});

describe('createBestList', () => {
  it('keeps the best items whatever the order they are offered in, earlier first on ties', () => {
    const items = [
      { priority: 1, order: 5 },
      { priority: 3, order: 9 },
      { priority: 1, order: 2 },
      { priority: 3, order: 1 },
      { priority: 2, order: 7 },
    ];
    const forward = createBestList<(typeof items)[number]>(3);
    const backward = createBestList<(typeof items)[number]>(3);
    items.forEach((item) => forward.offer(item));
    [...items].reverse().forEach((item) => backward.offer(item));
    const expected = [items[3], items[1], items[4]];
    expect(forward.items).toEqual(expected);
    expect(backward.items).toEqual(expected);
    expect(forward.admits(2, 6)).toBe(true);
    expect(forward.admits(2, 8)).toBe(false);
  });
});
