import { describe, expect, it } from 'vitest';
import { generateSyntheticSite } from '../../test/syntheticSearchData.ts';
import type { SearchMetadataInput } from './buildSearchMetadata.ts';
import { joinSearchData, splitSearchData } from './searchDataParts.ts';

const bySection = (path: string) => path.split('/')[1] ?? '';

describe('search data in parts', () => {
  it('comes whole again, pages and demos in site order, when sections interleave', () => {
    // Its pages go round its sections, one each: no two pages of a section are neighbours.
    const site: SearchMetadataInput = { ...generateSyntheticSite(60, 3), nav: [] };
    const parts = splitSearchData(site, bySection);
    expect(parts.length).toBeGreaterThan(2);
    expect(joinSearchData(parts)).toEqual(site);
  });

  it('changes only the part of the section of an edited page, and the head not at all', () => {
    const site = generateSyntheticSite(60, 3);
    const before = splitSearchData({ ...site, nav: [] }, bySection);
    const [first, ...rest] = site.routes;
    if (!first) throw new Error('a site without pages');
    const edited = { ...first, title: `${first.title} edited` };
    const after = splitSearchData({ ...site, routes: [edited, ...rest], nav: [] }, bySection);
    const changed = after.flatMap((part, index) => (part === before[index] ? [] : [index]));
    expect(changed).toHaveLength(1);
    expect(changed[0]).toBeGreaterThan(0);
  });

  it('gives a site without pages a head and no part', () => {
    const empty = { routes: [], demos: [], nav: [] };
    expect(splitSearchData(empty, bySection)).toHaveLength(1);
    expect(joinSearchData(splitSearchData(empty, bySection))).toEqual(empty);
  });

  it('fails, saying so, on data that lacks its head or a part it lists', () => {
    const parts = splitSearchData({ ...generateSyntheticSite(10), nav: [] }, bySection);
    expect(() => joinSearchData([])).toThrow('Search data without its head');
    expect(() => joinSearchData(parts.slice(0, -1))).toThrow(/without the part \d+ it lists/);
  });
});
