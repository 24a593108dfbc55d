import { describe, expect, it } from 'vitest';
import { generateSyntheticSite } from '../../test/syntheticSearchData.ts';
import { buildSearchMetadata } from './buildSearchMetadata.ts';
import { getSearchResult } from './getSearchResult.ts';
import { splitSearchData } from './searchDataParts.ts';
import { createSearchSession } from './searchSession.ts';
import { warmUpQueries } from './warmUpQueries.ts';

describe('warmUpQueries', () => {
  it("takes the site's most common word, a rare one, a word start and both together", () => {
    const metadata = buildSearchMetadata({
      routes: [
        { path: '/a', title: 'Drawer', toc: [], texts: [{ value: 'drawer mask', paraId: 0 }] },
        { path: '/b', title: 'Drawer placement', toc: [], texts: [] },
      ],
      demos: [],
      nav: [],
    });
    if (!metadata.index) throw new Error('no vocabulary index');
    expect(warmUpQueries(metadata.index)).toEqual([
      'drawer',
      'mask',
      'dr',
      'drawer mask',
      'dr drawer.',
    ]);
  });

  it('asks nothing of a site without words', () => {
    const metadata = buildSearchMetadata({ routes: [], demos: [], nav: [] });
    if (!metadata.index) throw new Error('no vocabulary index');
    expect(warmUpQueries(metadata.index)).toEqual([]);
    const session = createSearchSession({ warmUp: true });
    session.handle({
      action: 'generate-metadata',
      args: splitSearchData({ routes: [], demos: [], nav: [] }, () => '/'),
    });
    expect(session.handle({ action: 'get-search-result', args: { keywords: 'a' } })).toEqual([]);
  });

  it('leaves the answers of a warmed-up session as they are without warming up', () => {
    const site = generateSyntheticSite(300, 5);
    const metadata = buildSearchMetadata(site);
    const warm = createSearchSession({ warmUp: true });
    warm.handle({
      action: 'generate-metadata',
      args: splitSearchData(site, (path) => path.split('/')[1] ?? ''),
    });
    for (const keywords of ['drawer', 'kalomi', 'dr', 'panel mask', 'drawer.', 'a the']) {
      expect(warm.handle({ action: 'get-search-result', args: { keywords } })).toEqual(
        getSearchResult(metadata, keywords),
      );
    }
  });
});
