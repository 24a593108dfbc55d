import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runServerLoader } from './serverLoader.ts';

let dir: string;
let file: string;

interface Counters {
  loaderImports?: number;
}
const counters = globalThis as Counters;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'loader-module-'));
  file = path.join(dir, 'page.loader.mjs');
  writeFileSync(
    file,
    `globalThis.loaderImports = (globalThis.loaderImports ?? 0) + 1;
     export default ({ route }) => ({ route, version: 1 });`,
  );
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** The collector, to measure live memory rather than garbage not yet collected. */
function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

describe('runServerLoader', () => {
  it('imports a loader once, not per call: memory stays flat over 10,000 calls', async () => {
    const args = { route: 'page', url: '/page' };
    await runServerLoader(file, args, 'page.loader.mjs');
    collectGarbage();
    const before = process.memoryUsage().heapUsed;
    for (let call = 0; call < 10_000; call += 1) {
      await runServerLoader(file, args, 'page.loader.mjs');
    }
    collectGarbage();
    const grown = process.memoryUsage().heapUsed - before;
    expect(counters.loaderImports).toBe(1);
    // Importing per call grew the heap by about 3 kB a call (30 MB here); a flat run stays
    // within the noise of the runner.
    expect(grown).toBeLessThan(5 * 1024 * 1024);
  }, 60_000);

  it('imports the file again once it changed, as the dev server needs', async () => {
    writeFileSync(file, `export default ({ route }) => ({ route, version: 2 });`);
    const later = new Date(Date.now() + 5_000);
    utimesSync(file, later, later);
    expect(await runServerLoader(file, { route: 'page', url: '/' }, 'page.loader.mjs')).toEqual({
      route: 'page',
      version: 2,
    });
  });

  it('refuses data that JSON cannot carry', async () => {
    const cyclic = path.join(dir, 'cyclic.loader.mjs');
    writeFileSync(cyclic, `export default () => { const a = {}; a.self = a; return a; };`);
    await expect(
      runServerLoader(cyclic, { route: 'c', url: '/' }, 'cyclic.loader.mjs'),
    ).rejects.toThrow(/circular/);
  });
});
