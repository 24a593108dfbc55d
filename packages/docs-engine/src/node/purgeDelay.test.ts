import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { purgeDelay } from '../../bin/purgeDelay.js';

const sites: string[] = [];
function site({ cached }: { cached: boolean }): string {
  const root = mkdtempSync(path.join(tmpdir(), 'purge-delay-'));
  if (cached) mkdirSync(path.join(root, '.docs-engine', 'cache'), { recursive: true });
  sites.push(root);
  return root;
}

afterEach(() => {
  for (const root of sites.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('purgeDelay', () => {
  it('gives memory back at once on a build with no cache, and shortly with one', () => {
    expect(purgeDelay(['build', '--root', site({ cached: false })])).toBe('0');
    expect(purgeDelay(['build', '--root', site({ cached: true })])).toBe('3');
  });

  it('finds the site as the CLI does: --root in either form, else the working folder', () => {
    const cached = site({ cached: true });
    expect(purgeDelay([`--root=${cached}`, 'build', '--out', 'dist'])).toBe('3');
    expect(purgeDelay(['build'], cached)).toBe('3');
    expect(purgeDelay(['build', '--root', 'sub'], path.dirname(cached))).toBe('0');
    expect(purgeDelay(['build', '--root', path.basename(cached)], path.dirname(cached))).toBe('3');
  });

  it('leaves the allocator alone for the other commands', () => {
    const cached = site({ cached: true });
    expect(purgeDelay(['dev', '--root', cached])).toBeUndefined();
    expect(purgeDelay(['preview', '--root', cached, '--out', 'build'])).toBeUndefined();
  });
});
