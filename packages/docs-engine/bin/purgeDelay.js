import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { siteCacheDir } from '../src/node/siteCacheDir.js';

/** Milliseconds; see purgeDelay. */
const AT_ONCE = '0';
const SHORTLY = '3';

/**
 * How long the bundler's allocator (mimalloc) keeps memory it freed before giving it back to the
 * system, for the CLI run with `args` from `cwd`; undefined, its default, but for `build`. It must
 * be set before the bundler loads. Given back at once, a build without the site's cache peaks
 * lower: the bundler's threads sit idle after their bundle, and memory they would give back later
 * stays taken through the prerender (0.76 against 0.95 GiB on the bench's 1,000-page site). A
 * build with its cache is mostly its two bundles, which then spend a fifth of their time taking
 * back from the system the memory they have just given it: a few milliseconds' delay takes a
 * one-page rebuild of that site from 13.5 to 10.9 s, at a peak of 0.89 GiB.
 */
export function purgeDelay(args, cwd = process.cwd()) {
  const { values, positionals } = parseArgs({
    args,
    options: { root: { type: 'string', default: '.' } },
    strict: false,
    allowPositionals: true,
  });
  if (positionals[0] !== 'build') return undefined;
  const root = path.resolve(cwd, String(values.root));
  return existsSync(siteCacheDir(root)) ? SHORTLY : AT_ONCE;
}
