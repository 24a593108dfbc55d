import { describe, expect, it } from 'vitest';
import { buildSearchMetadata } from './buildSearchMetadata.ts';
import { getSearchResult } from './getSearchResult.ts';
import { generateSyntheticSite } from './syntheticSearchData.ts';

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

// A smoke check that the work per query stays linear and small; the timed budget (16 ms at p95 on
// 5,000 pages) is checked by `npm run bench`, not here, because test machines vary in speed.
describe('search speed on a generated 5,000-page site', () => {
  it('builds the metadata and answers rare, common and multi-word queries', () => {
    const site = generateSyntheticSite(5000);
    const buildStart = performance.now();
    const metadata = buildSearchMetadata(site);
    const buildTime = performance.now() - buildStart;

    const queries = ['kalomi', 'drutos', 'ren', 'placement', 'swipe lock', 'escape', 'xyz', 'drawer mask'];
    const times: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      for (const query of queries) {
        const start = performance.now();
        getSearchResult(metadata, query);
        times.push(performance.now() - start);
      }
    }
    times.sort((a, b) => a - b);
    console.log(
      `search over 5,000 pages: metadata ${buildTime.toFixed(0)} ms, query p50 ${percentile(times, 0.5).toFixed(2)} ms, ` +
        `p95 ${percentile(times, 0.95).toFixed(2)} ms`,
    );
    expect(getSearchResult(metadata, 'kalomi').length).toBeGreaterThan(0);
  }, 60_000);
});
