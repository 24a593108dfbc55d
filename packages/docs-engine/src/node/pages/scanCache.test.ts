import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/testConfig.ts';
import { indexSite } from '../siteIndex.ts';
import { createScanCache, ParserNotLoaded } from './scanCache.ts';
import { pageSources } from './scanSite.ts';

const root = mkdtempSync(path.join(tmpdir(), 'scan-cache-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const config = { ...testConfig(root), mode: 'development' as const };
const headsFile = path.join(root, '.docs-engine', 'cache', 'heads.json');
const page = (name: string) => path.join(root, 'docs', name);
const write = (name: string, text: string) => {
  mkdirSync(path.dirname(page(name)), { recursive: true });
  writeFileSync(page(name), text);
};
const titles = async (scans: ReturnType<typeof createScanCache>) =>
  (await scans.withHeads((scan) => indexSite(config, scan))).siteData.pages
    .map((meta) => meta.title)
    .sort();

describe("the dev server's page heads", () => {
  write('index.md', '# Home\n');
  write('guide/start.md', '---\nnav: Guide\n---\n# Start\n');

  it('outlive the server: a restart reads again only the pages changed meanwhile', async () => {
    // A whole millisecond, which utimes can set again exactly.
    const mtime = new Date(Math.floor(Date.now() / 1_000) * 1_000);
    utimesSync(page('guide/start.md'), mtime, mtime);
    const first = createScanCache({ headsFile });
    expect(await titles(first)).toEqual(['Home', 'Start']);
    first.saveHeads();

    // Same modification time: the kept head stands, though the text differs (it is not read).
    write('guide/start.md', '---\nnav: Guide\n---\n# Started\n');
    utimesSync(page('guide/start.md'), mtime, mtime);
    expect(await titles(createScanCache({ headsFile }))).toEqual(['Home', 'Start']);

    const later = new Date(mtime.getTime() + 5_000);
    utimesSync(page('guide/start.md'), later, later);
    expect(await titles(createScanCache({ headsFile }))).toEqual(['Home', 'Started']);
  });

  it('are written again only when a page was read afresh', async () => {
    const first = createScanCache({ headsFile });
    await titles(first);
    first.saveHeads();
    const saved = statSync(headsFile).mtimeMs;
    const unchanged = createScanCache({ headsFile });
    // Removed once read, the file shows whether a save wrote it again.
    rmSync(headsFile);
    await titles(unchanged);
    unchanged.saveHeads();
    expect(existsSync(headsFile)).toBe(false);

    const later = new Date(saved + 60_000);
    utimesSync(page('guide/start.md'), later, later);
    const changed = createScanCache({ headsFile });
    expect(await titles(changed)).toEqual(['Home', 'Started']);
    changed.saveHeads();
    expect(existsSync(headsFile)).toBe(true);
  });

  it("keep a page's whole scan for the next start, read then without the parser", async () => {
    write('guide/start.md', '---\nnav: Guide\n---\n# Started\n\n## A section\n');
    const cacheDir = path.join(root, '.docs-engine', 'cache');
    const [start] = pageSources(config).filter((source) => source.relativeFile.startsWith('guide'));
    if (!start) throw new Error('the guide page is missing');
    const first = createScanCache({ cacheDir });
    await first.loadParser();
    const toc = first.whole(start, 0).meta.toc.map((entry) => entry.title);
    expect(toc).toEqual(['Started', 'A section']);

    // A new start: its parser is not loaded, so the scan can only come from the cache.
    const restarted = createScanCache({ cacheDir });
    expect(restarted.whole(start, 0).meta.toc.map((entry) => entry.title)).toEqual(toc);
    expect(() => createScanCache().whole(start, 0)).toThrow(ParserNotLoaded);
  });

  it('are read afresh when the heads file is unreadable', async () => {
    mkdirSync(path.dirname(headsFile), { recursive: true });
    writeFileSync(headsFile, '{ not json');
    expect(await titles(createScanCache({ headsFile }))).toEqual(['Home', 'Started']);
  });

  it('tell when an edit changes what the navigation shows of a page, and only then', async () => {
    write('guide/start.md', '---\nnav: Guide\n---\n# Started\n');
    const scans = createScanCache();
    await titles(scans);
    const [start] = pageSources(config).filter((source) => source.relativeFile.startsWith('guide'));
    if (!start) throw new Error('the guide page is missing');
    const edit = (text: string, seconds: number) => {
      write('guide/start.md', text);
      const time = new Date(Date.now() + seconds * 1_000);
      utimesSync(page('guide/start.md'), time, time);
    };
    edit('---\nnav: Guide\n---\n# Started\n\nA new paragraph.\n\n## A new section\n', 10);
    expect(scans.navigationChanged(start)).toBe(false);
    edit('---\nnav: Guide\norder: 2\n---\n# Started\n', 20);
    expect(scans.navigationChanged(start)).toBe(true);
    edit('---\nnav: Guide\norder: 2\n---\n# Begun\n', 30);
    expect(scans.navigationChanged(start)).toBe(true);
  });
});
