import { expect, it } from 'vitest';
import { parseGnuTime } from './parseGnuTime.ts';

const report = (elapsed: string) =>
  [
    'Built 101 pages and 5 demos in 20.7 s',
    '\tCommand being timed: "node docs-engine.js build"',
    '\tUser time (seconds): 30.50',
    '\tSystem time (seconds): 2.25',
    `\tElapsed (wall clock) time (h:mm:ss or m:ss): ${elapsed}`,
    '\tMaximum resident set size (kbytes): 914320',
  ].join('\n');

it('reads the wall time in either of its formats, the peak memory in bytes and the CPU time', () => {
  expect(parseGnuTime(report('0:26.90'))).toEqual({
    wallMs: 26_900,
    maxRssBytes: 914_320 * 1024,
    cpuMs: 32_750,
  });
  expect(parseGnuTime(report('1:02:03'))?.wallMs).toBe(3_723_000);
});

it('returns nothing when the command did not run under GNU time', () => {
  expect(parseGnuTime('Built 101 pages')).toBeUndefined();
});
