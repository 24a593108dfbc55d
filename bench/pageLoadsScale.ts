import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium } from './chromium.ts';
import type { Figure } from './figure.ts';
import type { Measurement } from './measurement.ts';
import { transferSizes, type TransferEntry } from './pageLoads/transferSizes.ts';
import { ENGINE_CLI, REPO_ROOT } from './paths.ts';
import { serveSite } from './serveSite.ts';
import { generateSite } from './site/generateSite.ts';

const SMALL = 15;
const LARGE = 1_000;
/** A content page both generated sites have. */
const CONTENT_PAGE = '/guide/page-0';
/** The first load of a page may grow with the site by at most this factor. */
const MAX_RATIO = 1.05;

interface FirstLoad {
  jsWire: number;
  requests: string[];
}

/** One cold load of a page: the JS it fetched until the network was quiet, and every request. */
async function firstLoad(browser: Browser, url: string): Promise<FirstLoad> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(url, { waitUntil: 'networkidle' });
    const entries = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => {
        const timing = entry as PerformanceResourceTiming;
        return {
          name: timing.name,
          transferSize: timing.transferSize,
          encodedBodySize: timing.encodedBodySize,
          decodedBodySize: timing.decodedBodySize,
        } satisfies TransferEntry;
      }),
    );
    return { jsWire: transferSizes(entries).jsWire, requests };
  } finally {
    await context.close();
  }
}

function build(root: string): void {
  const result = spawnSync(
    process.execPath,
    [ENGINE_CLI, 'build', '--root', root, '--out', path.join(root, 'dist')],
    { cwd: REPO_ROOT, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (result.status !== 0) throw new Error(`build of ${root} failed:\n${result.stderr}`);
}

export const pageLoadsScale: Measurement = {
  name: 'pageLoadsScale',
  description: `first-load JS of ${CONTENT_PAGE} on generated sites of ${SMALL} and ${LARGE} pages`,
  async run(log) {
    const browser = await launchChromium();
    const loads: Record<number, FirstLoad> = {};
    try {
      for (const pageCount of [SMALL, LARGE]) {
        const site = generateSite(pageCount);
        try {
          log(`building ${pageCount} pages in ${site.root}`);
          build(site.root);
          const served = await serveSite(undefined, path.join(site.root, 'dist'));
          try {
            loads[pageCount] = await firstLoad(browser, served.origin + CONTENT_PAGE);
          } finally {
            await served.close();
          }
        } finally {
          rmSync(site.root, { recursive: true, force: true });
        }
      }
    } finally {
      await browser.close();
    }
    const small = loads[SMALL] as FirstLoad;
    const large = loads[LARGE] as FirstLoad;
    const searchRequests = large.requests.filter((url) =>
      /\/~data\/[\w-]+\/search\.js$/.test(url),
    ).length;
    const figures: Figure[] = [
      { label: `${SMALL} pages: ${CONTENT_PAGE} JS gzip`, unit: 'bytes', value: small.jsWire },
      { label: `${LARGE} pages: ${CONTENT_PAGE} JS gzip`, unit: 'bytes', value: large.jsWire },
      {
        label: `JS ratio ${LARGE}/${SMALL} pages`,
        unit: 'ratio',
        value: large.jsWire / small.jsWire,
        budget: { op: '<=', limit: MAX_RATIO },
      },
      {
        label: `${LARGE} pages: search data requests in the first load`,
        unit: 'count',
        value: searchRequests,
        budget: { op: '<=', limit: 0 },
      },
    ];
    return { figures, details: loads };
  },
};
