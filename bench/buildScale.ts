import { rmSync } from 'node:fs';
import { timeBuild, type TimedBuild } from './buildScale/timeBuild.ts';
import type { Figure } from './figure.ts';
import type { Measurement } from './measurement.ts';
import { generateSite } from './site/generateSite.ts';

const SMALL = 100;
const LARGE = 1_000;
/** Linear growth with slack for fixed costs and noise: 10x the pages in at most 12x the time. */
const MAX_TIME_RATIO = 12;
const MAX_MEMORY = 4e9;

export const buildScale: Measurement = {
  name: 'buildScale',
  description: `engine build of generated sites of ${SMALL} and ${LARGE} pages: wall time and peak memory`,
  async run(log) {
    const builds: Record<number, TimedBuild & { pages: number; demos: number }> = {};
    for (const pageCount of [SMALL, LARGE]) {
      const site = generateSite(pageCount);
      try {
        log(`building ${pageCount} pages (${site.demos} demos) in ${site.root}`);
        const build = await timeBuild(site.root);
        log(build.summary);
        builds[pageCount] = { ...build, pages: pageCount, demos: site.demos };
      } finally {
        rmSync(site.root, { recursive: true, force: true });
      }
    }
    const small = builds[SMALL] as TimedBuild;
    const large = builds[LARGE] as TimedBuild;
    const figures: Figure[] = [
      { label: `${SMALL} pages: wall time`, unit: 'ms', value: small.wallMs },
      {
        label: `${SMALL} pages: peak memory`,
        unit: 'bytes',
        value: small.maxRssBytes,
        budget: { op: '<', limit: MAX_MEMORY },
      },
      { label: `${LARGE} pages: wall time`, unit: 'ms', value: large.wallMs },
      {
        label: `${LARGE} pages: peak memory`,
        unit: 'bytes',
        value: large.maxRssBytes,
        budget: { op: '<', limit: MAX_MEMORY },
      },
      {
        label: `time ratio ${LARGE}/${SMALL}`,
        unit: 'ratio',
        value: large.wallMs / small.wallMs,
        budget: { op: '<=', limit: MAX_TIME_RATIO },
      },
      {
        label: `memory ratio ${LARGE}/${SMALL}`,
        unit: 'ratio',
        value: large.maxRssBytes / small.maxRssBytes,
      },
      // Reaching this line means the large build finished: a failed one throws above.
      {
        label: `${LARGE}-page build finishes`,
        unit: 'flag',
        value: 1,
        budget: { op: '>=', limit: 1 },
      },
    ];
    return { figures, details: builds };
  },
};
