import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createServerPages, serverPagesDir } from './serverPages.ts';

let cacheDir: string;
afterEach(() => rmSync(cacheDir, { recursive: true, force: true }));

const page = (code: string, demoModules: string[] = []) => ({ code, demoModules });

describe('the pages’ modules for the render threads', () => {
  it('are written each to a file named after its page, and keyed by their content', async () => {
    cacheDir = mkdtempSync(path.join(tmpdir(), 'server-pages-'));
    const pages = createServerPages(cacheDir);
    await pages.write('page/a', page('export default 1;', ['demo/x']));
    await pages.write('page/b', page('export default 1;'));
    await pages.write('page/c', page('export default 2;'));
    expect(pages.fileOf('page/a')).not.toBe(pages.fileOf('page/b'));
    expect(path.dirname(pages.fileOf('page/a'))).toBe(serverPagesDir(cacheDir));
    expect(readFileSync(pages.fileOf('page/a'), 'utf8')).toBe('export default 1;');
    expect(readdirSync(serverPagesDir(cacheDir))).toHaveLength(3);
    expect(pages.keyOf('page/a')).toBe(pages.keyOf('page/b'));
    expect(pages.keyOf('page/c')).not.toBe(pages.keyOf('page/a'));
    expect(pages.demosOf('page/a')).toEqual(['demo/x']);
  });

  it('keep a page’s file whatever its content: the bundle that imports it stays the same', async () => {
    cacheDir = mkdtempSync(path.join(tmpdir(), 'server-pages-'));
    const first = createServerPages(cacheDir);
    await first.write('page/a', page('export default 1;'));
    const second = createServerPages(cacheDir);
    await second.write('page/a', page('export default 2;'));
    expect(second.fileOf('page/a')).toBe(first.fileOf('page/a'));
    expect(readFileSync(second.fileOf('page/a'), 'utf8')).toBe('export default 2;');
  });

  it('leave a file that holds the module already as it is', async () => {
    cacheDir = mkdtempSync(path.join(tmpdir(), 'server-pages-'));
    const pages = createServerPages(cacheDir);
    await pages.write('page/a', page('export default 1;'));
    const written = statSync(pages.fileOf('page/a')).ino;
    await createServerPages(cacheDir).write('page/a', page('export default 1;'));
    expect(statSync(pages.fileOf('page/a')).ino).toBe(written);
  });

  it('of pages the last build did not write are removed, and only those', async () => {
    cacheDir = mkdtempSync(path.join(tmpdir(), 'server-pages-'));
    const first = createServerPages(cacheDir);
    await first.write('page/a', page('export default 1;'));
    await first.write('page/b', page('export default 2;'));
    writeFileSync(path.join(serverPagesDir(cacheDir), 'left.mjs.123.partial'), 'export');
    const second = createServerPages(cacheDir);
    await second.write('page/a', page('export default 1;'));
    second.prune();
    expect(readdirSync(serverPagesDir(cacheDir))).toEqual([path.basename(first.fileOf('page/a'))]);
  });

  it('prune nothing when no build has written a module yet', () => {
    cacheDir = mkdtempSync(path.join(tmpdir(), 'server-pages-'));
    expect(() => createServerPages(cacheDir).prune()).not.toThrow();
  });
});
