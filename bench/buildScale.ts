import { appendFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { engineAtCommit } from './buildScale/engineAtCommit.ts';
import { timeBuild, type TimedBuild } from './buildScale/timeBuild.ts';
import type { Figure } from './figure.ts';
import type { Measurement } from './measurement.ts';
import { generateSite } from './site/generateSite.ts';
import { median } from './stats.ts';

const SMALL = 100;
const LARGE = 1_000;
/** Today's engine is measured against the engine as it was before builds used every core. */
const BASELINE_COMMIT = '6b19d57';
/** Cold builds of the large site by each engine, alternating: two keep the run near ten minutes. */
const ROUNDS = 2;
/** Linear growth with slack for fixed costs and noise: 10x the pages in at most 12x the time. */
const MAX_TIME_RATIO = 12;
const MAX_TIME_AGAINST_BASELINE = 0.45;
const MAX_MEMORY = 2 ** 30;
const MAX_WARM_SHARE = 0.1;

/** A cold build: no output and no cache left from an earlier one. */
function coldBuild(root: string, cli?: string): Promise<TimedBuild> {
  rmSync(path.join(root, 'dist'), { recursive: true, force: true });
  rmSync(path.join(root, '.docs-engine'), { recursive: true, force: true });
  return timeBuild(root, cli);
}

const describeBuild = (build: TimedBuild) =>
  `${(build.wallMs / 1000).toFixed(1)} s wall, ${(build.cpuMs / 1000).toFixed(1)} s CPU, ${(build.maxRssBytes / 2 ** 30).toFixed(2)} GiB peak${build.phases ? ` (${build.phases})` : ''}`;

export const buildScale: Measurement = {
  name: 'buildScale',
  description: `cold builds of a generated ${LARGE}-page site by this engine and by ${BASELINE_COMMIT}'s, alternating ${ROUNDS} times; a warm rebuild after a one-page change; growth from ${SMALL} pages`,
  async run(log) {
    const small = generateSite(SMALL);
    let smallBuild: TimedBuild;
    try {
      smallBuild = await coldBuild(small.root);
      log(`${SMALL} pages: ${describeBuild(smallBuild)}`);
    } finally {
      rmSync(small.root, { recursive: true, force: true });
    }

    const site = generateSite(LARGE);
    const baseline = engineAtCommit(BASELINE_COMMIT, log);
    const ours: TimedBuild[] = [];
    const theirs: TimedBuild[] = [];
    let warm: TimedBuild;
    try {
      log(`${LARGE} pages (${site.demos} demos) in ${site.root}, ${ROUNDS} rounds, alternating`);
      for (let round = 1; round <= ROUNDS; round += 1) {
        const before = await coldBuild(site.root, baseline.cli);
        log(`round ${round}, ${BASELINE_COMMIT}: ${describeBuild(before)}`);
        theirs.push(before);
        const now = await coldBuild(site.root);
        log(`round ${round}, this engine: ${describeBuild(now)}`);
        ours.push(now);
      }
      // The last cold build above left its cache: change one page and build again.
      appendFileSync(path.join(site.root, 'docs', 'index.md'), '\nOne more line.\n');
      rmSync(path.join(site.root, 'dist'), { recursive: true, force: true });
      warm = await timeBuild(site.root);
      log(`warm rebuild after a one-page change: ${describeBuild(warm)}`);
    } finally {
      baseline.remove();
      rmSync(site.root, { recursive: true, force: true });
    }

    const oursMs = median(ours.map((build) => build.wallMs));
    const theirsMs = median(theirs.map((build) => build.wallMs));
    const peak = Math.max(...ours.map((build) => build.maxRssBytes));
    const range = (builds: TimedBuild[]) => ({
      min: Math.min(...builds.map((build) => build.wallMs)),
      max: Math.max(...builds.map((build) => build.wallMs)),
    });
    const figures: Figure[] = [
      { label: `${SMALL} pages: wall time`, unit: 'ms', value: smallBuild.wallMs },
      {
        label: `${LARGE} pages, ${BASELINE_COMMIT}: wall time`,
        unit: 'ms',
        value: theirsMs,
        ...range(theirs),
      },
      { label: `${LARGE} pages: wall time`, unit: 'ms', value: oursMs, ...range(ours) },
      {
        label: `${LARGE} pages: CPU time against ${BASELINE_COMMIT}`,
        unit: 'ratio',
        value:
          median(ours.map((build) => build.cpuMs)) / median(theirs.map((build) => build.cpuMs)),
      },
      {
        label: `${LARGE} pages: time against ${BASELINE_COMMIT}`,
        unit: 'ratio',
        value: oursMs / theirsMs,
        budget: { op: '<=', limit: MAX_TIME_AGAINST_BASELINE },
      },
      {
        label: `${LARGE} pages, ${BASELINE_COMMIT}: peak memory`,
        unit: 'bytes',
        value: Math.max(...theirs.map((build) => build.maxRssBytes)),
      },
      {
        label: `${LARGE} pages: peak memory`,
        unit: 'bytes',
        value: peak,
        budget: { op: '<=', limit: MAX_MEMORY },
      },
      {
        label: `time ratio ${LARGE}/${SMALL}`,
        unit: 'ratio',
        value: oursMs / smallBuild.wallMs,
        budget: { op: '<=', limit: MAX_TIME_RATIO },
      },
      { label: `${LARGE} pages: warm rebuild, one page changed`, unit: 'ms', value: warm.wallMs },
      {
        label: 'warm rebuild / cold build',
        unit: 'ratio',
        value: warm.wallMs / oursMs,
        budget: { op: '<=', limit: MAX_WARM_SHARE },
      },
      // Reaching this line means every build finished: a failed one throws above.
      {
        label: `${LARGE}-page build finishes`,
        unit: 'flag',
        value: 1,
        budget: { op: '>=', limit: 1 },
      },
    ];
    return { figures, details: { small: smallBuild, ours, baseline: theirs, warm } };
  },
};
