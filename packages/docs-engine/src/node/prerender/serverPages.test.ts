import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createServerPages, serverPagesDir } from './serverPages.ts';

let cacheDir: string;
afterEach(() => rmSync(cacheDir, { recursive: true, force: true }));

const page = (code: string, demoModules: string[] = []) => ({ code, demoModules });

describe('the pages’ modules for the render threads', () => {
  it('writes each module once, by its content, and keys it by its page', async () => {
    cacheDir = mkdtempSync(path.join(tmpdir(), 'server-pages-'));
    const pages = createServerPages(cacheDir);
    const a = await pages.fileOf('page/a', page('export default 1;', ['demo/x']));
    const same = await pages.fileOf('page/b', page('export default 1;'));
    const other = await pages.fileOf('page/c', page('export default 2;'));
    expect(same).toBe(a);
    expect(other).not.toBe(a);
    expect(readFileSync(a, 'utf8')).toBe('export default 1;');
    expect(readdirSync(serverPagesDir(cacheDir)).sort()).toEqual(
      [path.basename(a), path.basename(other)].sort(),
    );
    expect(pages.keyOf('page/a')).toBe(pages.keyOf('page/b'));
    expect(pages.keyOf('page/c')).not.toBe(pages.keyOf('page/a'));
    expect(pages.demosOf('page/a')).toEqual(['demo/x']);
    expect(pages.isFile(path.basename(a))).toBe(true);
    expect(pages.isFile('renderThread.mjs')).toBe(false);
  });

  it('leaves the module of an earlier build as it is: a warm build writes none again', async () => {
    cacheDir = mkdtempSync(path.join(tmpdir(), 'server-pages-'));
    const file = await createServerPages(cacheDir).fileOf('page/a', page('export default 1;'));
    // Marked, to tell a file written again from one left alone.
    writeFileSync(file, 'export default 1; // as written before');
    expect(await createServerPages(cacheDir).fileOf('page/a', page('export default 1;'))).toBe(
      file,
    );
    expect(readFileSync(file, 'utf8')).toBe('export default 1; // as written before');
  });

  it('removes what the last build did not use, and only that', async () => {
    cacheDir = mkdtempSync(path.join(tmpdir(), 'server-pages-'));
    const first = createServerPages(cacheDir);
    const kept = await first.fileOf('page/a', page('export default 1;'));
    const dropped = await first.fileOf('page/b', page('export default 2;'));
    writeFileSync(path.join(serverPagesDir(cacheDir), 'left.mjs.123.partial'), 'export');
    const second = createServerPages(cacheDir);
    await second.fileOf('page/a', page('export default 1;'));
    second.prune();
    expect(readdirSync(serverPagesDir(cacheDir))).toEqual([path.basename(kept)]);
    expect(path.basename(dropped)).not.toBe(path.basename(kept));
  });

  it('prunes nothing when no build has written a module yet', () => {
    cacheDir = mkdtempSync(path.join(tmpdir(), 'server-pages-'));
    expect(() => createServerPages(cacheDir).prune()).not.toThrow();
  });
});
