import { describe, expect, it } from 'vitest';
import type { SearchRoute } from '../shared/types.ts';
import { buildSearchMetadata } from './buildSearchMetadata.ts';
import { getSearchResult } from './getSearchResult.ts';
import { generateSyntheticSite } from '../../test/syntheticSearchData.ts';
import { isWordKeyword } from './vocabularyIndex.ts';

const extra: SearchRoute[] = [
  {
    path: '/guide/mixed',
    title: 'Drawer-Panel 抽屉',
    toc: [
      { id: 'a', depth: 2, title: 'getContainer={false}' },
      { id: 'b', depth: 2, title: 'ÉTAT Iİ final σς' },
    ],
    texts: [
      { value: '抽屉组件从屏幕边缘滑出 drawer_panel.open()', paraId: 0, tocIndex: 0 },
      { value: 'order drawer (left|right) a.b-c 😀 emoji', paraId: 1, tocIndex: 1 },
      { value: 'Kelvin \u212A sign, naïve café', paraId: 2, tocIndex: 1 },
    ],
  },
];

describe('the vocabulary index', () => {
  const site = generateSyntheticSite(400, 3);
  const metadata = buildSearchMetadata({ ...site, routes: [...site.routes, ...extra] });
  // The same pages without the index: every keyword is found by scanning, as before the index.
  const scanned = { pages: metadata.pages };

  it.each([
    'kalomi',
    'ren',
    'er dr',
    'e',
    'a the of',
    'drawer mask escape',
    'DRAWER',
    'er-p',
    'drawer-panel',
    '抽屉',
    '屏幕边',
    '=',
    '{false}',
    '(left|right)',
    'a.b',
    'k sign',
    'kelvin',
    'é',
    'naïve',
    '😀',
    'σς',
    'r_p',
    '_',
    '0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33',
  ])('finds what a scan finds for %s', (query) => {
    expect(getSearchResult(metadata, query)).toEqual(getSearchResult(scanned, query));
  });

  it('indexes only keywords that cannot span words', () => {
    expect(isWordKeyword('drawer_2')).toBe(true);
    expect(isWordKeyword('drawer-panel')).toBe(false);
    expect(isWordKeyword('抽屉')).toBe(false);
    expect(isWordKeyword('')).toBe(false);
  });

  it('keeps texts equal to their plain form', () => {
    expect(metadata.pages[0]?.title).toEqual({
      text: metadata.pages[0]?.title.text,
      lower: metadata.pages[0]?.title.lower,
    });
  });
});
