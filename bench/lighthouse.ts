import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { benchToolCommand } from './benchTools.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';
import type { Figure } from './figure.ts';
import { failingAudits, type LighthouseReport } from './lighthouse/failingAudits.ts';
import { servePublishedSite } from './lighthouse/publishedBuild.ts';
import type { Measurement } from './measurement.ts';

const ROUTES = ['/', '/demo/base', '/changelog'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export const lighthouse: Measurement = {
  name: 'lighthouse',
  description: `Lighthouse 12, mobile preset (simulated slow 4G and 4x CPU), on ${ROUTES.join(', ')} of the site built as published`,
  async run(log) {
    const command = benchToolCommand('lighthouse', log);
    const site = await servePublishedSite(log);
    try {
      const figures: Figure[] = [];
      const notes: string[] = [];
      const details: Record<string, Record<string, number | null>> = {};
      for (const route of ROUTES) {
        const report = await audit(command, site.origin + route);
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

const run = promisify(execFile);

/**
 * One audit by Lighthouse's CLI, in a Chromium of its own with a fresh profile. The CLI rather
 * than the Node API: the bench then needs no Lighthouse types, so the type check of `npm test`
 * does not need Lighthouse installed (see benchTools.ts).
 */
async function audit(command: string, url: string): Promise<LighthouseReport> {
  const folder = await mkdtemp(path.join(tmpdir(), 'lighthouse-'));
  const reportFile = path.join(folder, 'report.json');
  try {
    await run(
      command,
      [
        url,
        '--quiet',
        '--output=json',
        `--output-path=${reportFile}`,
        `--only-categories=${CATEGORIES.join(',')}`,
        `--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`,
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH } },
    ).catch((error: Error & { stderr?: string }) => {
      throw new Error(`Lighthouse on ${url}: ${error.stderr?.trim() || error.message}`);
    });
    return JSON.parse(await readFile(reportFile, 'utf8')) as LighthouseReport;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
