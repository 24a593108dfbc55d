import { readdirSync, rmSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { loadConfig } from '../packages/docs-engine/src/node/config/loadConfig.ts';
import { loadSiteState } from '../packages/docs-engine/src/node/siteState.ts';
import type { SearchRequest } from '../packages/docs-engine/src/search/index.ts';
import { evaluateInPage } from './browserScript.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';
import type { Measurement } from './measurement.ts';
import { SITE_DIST } from './paths.ts';
import { searchQueries } from './search/searchQueries.ts';
import { timeWorkerQueries } from './search/timeWorkerQueries.ts';
import { serveSite } from './serveSite.ts';
import { generateSite } from './site/generateSite.ts';
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
    const site = generateSite(PAGES);
    let metadataRequest: string;
    let scanMs: number;
    let demos: number;
    try {
      // The engine's own page scan, so the texts are what a real build would index.
      const scanStart = performance.now();
      const state = loadSiteState(await loadConfig(site.root));
      scanMs = performance.now() - scanStart;
      demos = state.searchData.demos.length;
      const request: SearchRequest = { action: 'generate-metadata', args: { ...state.searchData, nav: state.siteData.nav } };
      metadataRequest = JSON.stringify(request);
      log(`scanned ${state.searchData.routes.length} pages in ${(scanMs / 1000).toFixed(1)} s: ${(metadataRequest.length / 1e6).toFixed(1)} MB of search data`);
    } finally {
      rmSync(site.root, { recursive: true, force: true });
    }

    const workerFile = readdirSync(`${SITE_DIST}assets`).find((file) => /^searchWorker-.+\.js$/.test(file));
    if (!workerFile) throw new Error('site/dist/assets has no searchWorker-*.js: run `npm run build` first');
    const served = await serveSite(async (request, response) => {
      if (request.url !== DATA_PATH) return false;
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(metadataRequest);
      return true;
    });
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
    try {
      const page = await browser.newPage();
      // Any page of the site: the worker must come from the site's origin, as it does in use.
      await page.goto(`${served.origin}/no-such-page`);
      const queries = searchQueries(QUERIES, createRandom(7));
      const timings = await evaluateInPage(page, timeWorkerQueries, { workerUrl: `/assets/${workerFile}`, dataUrl: DATA_PATH, queries });
      const p95 = percentile(timings.queryMs, 0.95);
      return {
        figures: [
          { label: 'scan 5,000 pages (engine, Node)', unit: 'ms', value: scanMs },
          { label: 'metadata generation (worker)', unit: 'ms', value: timings.metadataMs },
          { label: 'query p50', unit: 'ms', value: percentile(timings.queryMs, 0.5) },
          { label: 'query p95', unit: 'ms', value: p95, budget: { op: '<', limit: FRAME_MS } },
          { label: 'query max', unit: 'ms', value: Math.max(...timings.queryMs) },
          { label: 'queries with hits', unit: 'count', value: timings.hits.filter((hits) => hits > 0).length },
        ],
        details: {
          pages: PAGES,
          demos,
          searchDataBytes: metadataRequest.length,
          worker: workerFile,
          queries: queries.map((query, index) => ({ query, ms: timings.queryMs[index], hits: timings.hits[index] })),
        },
      };
    } finally {
      await browser.close();
      await served.close();
    }
  },
};
