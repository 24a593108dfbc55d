import { readdirSync } from 'node:fs';
import { evaluateInPage } from './browserScript.ts';
import { launchChromium } from './chromium.ts';
import type { Measurement } from './measurement.ts';
import { SITE_DIST } from './paths.ts';
import { searchDataOfGeneratedSite } from './search/searchDataOfGeneratedSite.ts';
import { searchQueries } from './search/searchQueries.ts';
import { timeQueriesInNode } from './search/timeQueriesInNode.ts';
import { timeWorkerQueries } from './search/timeWorkerQueries.ts';
import { serveSite } from './serveSite.ts';
import { createRandom } from './site/random.ts';
import { percentile } from './stats.ts';

const PAGES = 5_000;
const QUERIES = 200;
/** One frame at 60 Hz: the answer shows while the reader types. */
const FRAME_MS = 16;
const DATA_PATH = '/__bench/search-data.json';

export const search: Measurement = {
  name: 'search',
  description: `${QUERIES} queries over a generated ${PAGES.toLocaleString('en')}-page site, in the site's search worker in Chromium`,
  async run(log) {
    const data = await searchDataOfGeneratedSite(PAGES);
    log(
      `scanned ${data.pages} pages in ${(data.scanMs / 1000).toFixed(1)} s: ${(data.request.length / 1e6).toFixed(1)} MB of search data`,
    );

    const workerFile = readdirSync(`${SITE_DIST}assets`).find((file) =>
      /^searchWorker-.+\.js$/.test(file),
    );
    if (!workerFile)
      throw new Error('site/dist/assets has no searchWorker-*.js: run `npm run build` first');
    const served = await serveSite(async (request, response) => {
      if (request.url !== DATA_PATH) return false;
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(data.request);
      return true;
    });
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      // Any page of the site: the worker must come from the site's origin, as it does in use.
      await page.goto(`${served.origin}/no-such-page`);
      const queries = searchQueries(QUERIES, createRandom(7));
      const timings = await evaluateInPage(page, timeWorkerQueries, {
        workerUrl: `/assets/${workerFile}`,
        dataUrl: DATA_PATH,
        queries,
      });
      const p95 = percentile(timings.queryMs, 0.95);
      const inNode = timeQueriesInNode(data.request, queries);
      return {
        figures: [
          {
            label: `scan ${PAGES.toLocaleString('en')} pages (engine, Node)`,
            unit: 'ms',
            value: data.scanMs,
          },
          { label: 'metadata generation (worker)', unit: 'ms', value: timings.metadataMs },
          {
            label: 'metadata generation, same functions in Node',
            unit: 'ms',
            value: inNode.metadataMs,
          },
          { label: 'query p50', unit: 'ms', value: percentile(timings.queryMs, 0.5) },
          { label: 'query p95', unit: 'ms', value: p95, budget: { op: '<', limit: FRAME_MS } },
          { label: 'query max', unit: 'ms', value: Math.max(...timings.queryMs) },
          {
            label: 'query p95, same functions in Node',
            unit: 'ms',
            value: percentile(inNode.queryMs, 0.95),
          },
          {
            label: 'queries with hits',
            unit: 'count',
            value: timings.hits.filter((hits) => hits > 0).length,
          },
        ],
        details: {
          pages: PAGES,
          demos: data.demos,
          searchDataBytes: data.request.length,
          worker: workerFile,
          queries: queries.map((query, index) => ({
            query,
            ms: timings.queryMs[index],
            nodeMs: inNode.queryMs[index],
            hits: timings.hits[index],
          })),
        },
      };
    } finally {
      await browser.close();
      await served.close();
    }
  },
};
