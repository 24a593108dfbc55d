import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ViteDevServer } from 'vite';
import {
  copyFixtureSite,
  removeFixtureSite,
  startDevServerAt,
} from '../../test/fixtureSiteCopy.ts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { displayPath } from './pages/scanSite.ts';

let root: string;
let entry: string;
let source: string;
let server: ViteDevServer;
let origin: string;

beforeAll(async () => {
  // A copy, whose entry file the tests break and fix.
  root = copyFixtureSite('api-site', 'api-dev');
  entry = path.join(root, 'src', 'index.ts');
  source = readFileSync(entry, 'utf8');
  // Broken before the server starts: the first read fails, at a file no read has listed yet.
  writeFileSync(entry, source.replace('label: string;', 'label: string = ;'));
  ({ server, origin } = await startDevServerAt(root));
}, 60_000);

afterAll(async () => {
  await server?.close();
  removeFixtureSite(root);
});

/** A virtual module of the engine's as the browser gets it. */
const virtualModule = (name: string) =>
  fetch(`${origin}/@id/__x00__virtual:docs-engine/${name}`).then((response) => response.text());

describe('the API tables in dev', () => {
  it('show where the types do not parse, and the rows once the file is fixed, without a restart', async () => {
    // A page opened: the site's folder, the entry file with it, is watched once the server is quiet.
    expect((await fetch(`${origin}/`, { headers: { accept: 'text/html' } })).status).toBe(200);
    await expect
      .poll(() => virtualModule('api'), { timeout: 30_000 })
      .toContain(
        `export const apiError = ${JSON.stringify(`${displayPath(entry)}:5: TypeScript cannot parse it, so the API tables cannot list its props: Expression expected.`)};`,
      );
    // The search data is served all the same, without the props meanwhile.
    expect(await virtualModule('search-data')).not.toContain('variant');

    writeFileSync(entry, source);
    // Asked less often than the quiet the watch waits for, which each request restarts.
    await expect
      .poll(() => virtualModule('api'), { timeout: 30_000, interval: 1_000 })
      .toContain('export const apiStatus = "ready";');
    expect(await virtualModule('api')).toContain('"name":"variant"');
    expect(await virtualModule('search-data')).toContain('variant');
  }, 60_000);

  it('warns in the terminal of the tables of an opened page that can list nothing, at their tags', async () => {
    const warn = vi.spyOn(console, 'warn');
    const page = path.join(root, 'docs', 'index.md');
    try {
      writeFileSync(page, `${readFileSync(page, 'utf8')}\n<API></API>\n`);
      // Asked for as the browser asks for the page's module, until the edit is compiled.
      const warned = async () => {
        await fetch(`${origin}/@fs${page}?import`);
        return warn.mock.calls.map((call) => String(call[0])).join('\n');
      };
      await expect
        .poll(warned, { timeout: 30_000, interval: 1_000 })
        .toContain(
          `${displayPath(page)}:13: <API> needs an id, the name of the component whose props it lists`,
        );
      expect(await warned()).toContain(
        `${displayPath(page)}:11: <API id="Missing"> names no component that apiParser.entryFile exports (it exports: Button)`,
      );
    } finally {
      warn.mockRestore();
    }
  }, 60_000);
});
