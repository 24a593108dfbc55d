import { launch } from 'chrome-launcher';
import runLighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';
import type { Figure } from './figure.ts';
import { failingAudits, type LighthouseReport } from './lighthouse/failingAudits.ts';
import type { Measurement } from './measurement.ts';
import { serveSite } from './serveSite.ts';

const ROUTES = ['/', '/demo/base', '/changelog'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export const lighthouse: Measurement = {
  name: 'lighthouse',
  description: `Lighthouse 12, mobile preset (simulated slow 4G and 4x CPU), on ${ROUTES.join(', ')}`,
  async run(log) {
    const site = await serveSite();
    try {
      const figures: Figure[] = [];
      const notes: string[] = [];
      const details: Record<string, Record<string, number | null>> = {};
      for (const route of ROUTES) {
        const report = await audit(site.origin + route);
        details[route] = Object.fromEntries(
          CATEGORIES.map((id) => [id, report.categories[id]?.score ?? null]),
        );
        for (const id of CATEGORIES) {
          const score = report.categories[id]?.score;
          // A category Lighthouse could not score is reported as such, never as a pass.
          const value =
            score === null || score === undefined ? Number.NaN : Math.round(score * 100);
          figures.push({
            label: `${route} ${id}`,
            unit: 'score',
            value,
            budget: { op: '>=', limit: 100 },
          });
        }
        notes.push(...failingAudits(report).map((line) => `${route} ${line}`));
        log(`${route}: ${CATEGORIES.map((id) => details[route]?.[id]).join(' / ')}`);
      }
      return { figures, notes, details };
    } finally {
      await site.close();
    }
  },
};

/** One audit in a Chromium of its own: a fresh profile, as Lighthouse's CLI does it. */
async function audit(url: string): Promise<LighthouseReport> {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    const result = await runLighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    if (result.lhr.runtimeError)
      throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
    return result.lhr as LighthouseReport;
  } finally {
    chrome.kill();
  }
}
