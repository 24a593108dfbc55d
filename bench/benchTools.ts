import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { BENCH_DIR as BENCH } from './paths.ts';

const LOCKFILE = path.join(BENCH, 'package-lock.json');
/** npm writes this after an install; older than the lockfile means the lockfile changed since. */
const INSTALLED = path.join(BENCH, 'node_modules', '.package-lock.json');

function isInstalled(): boolean {
  return existsSync(INSTALLED) && statSync(INSTALLED).mtimeMs >= statSync(LOCKFILE).mtimeMs;
}

/**
 * The path of a command of the tools only the bench uses (bench/package.json). They are not part
 * of the workspace, so `npm ci` at the root, which every user runs, does not download them; they
 * are installed here from bench/package-lock.json the first time a measurement needs them.
 * bench/package.json's overrides pin the two packages Lighthouse's trace engine asks for by the
 * tag `latest`: left as tags, `npm ci` fails as soon as either publishes a new version.
 */
export function benchToolCommand(name: string, log: (line: string) => void): string {
  if (!isInstalled()) {
    log('installing the bench-only tools: npm ci --prefix bench');
    execFileSync('npm', ['ci', '--prefix', BENCH, '--no-audit', '--no-fund'], {
      stdio: 'inherit',
    });
  }
  return path.join(BENCH, 'node_modules', '.bin', name);
}
