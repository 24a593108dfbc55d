import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createLogger, type ViteDevServer } from 'vite';
import { copyFixtureSite, removeFixtureSite, serverOrigin } from '../../test/fixtureSiteCopy.ts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from './config/loadConfig.ts';
import { startDevSession, type DevSession } from './devSession.ts';

let root: string;
let configFile: string;
let session: DevSession;
let origin: string;
/** What the session logged as errors, in order. */
const errors: string[] = [];

beforeAll(async () => {
  // A copy, since the test edits its config.
  root = copyFixtureSite('engine-site', 'dev-session');
  configFile = path.join(root, '.docsrc.ts');
  const logger = createLogger('warn');
  vi.spyOn(logger, 'error').mockImplementation((message) => void errors.push(message));
  const load = () => loadConfig(root, { mode: 'development' });
  session = await startDevSession({
    config: await load(),
    loadConfig: load,
    port: 0,
    host: '127.0.0.1',
    logger,
  });
  origin = serverOrigin(session.server);
}, 60_000);

afterAll(async () => {
  await session?.close();
  removeFixtureSite(root);
});

/** The site's title as the page shell and the site's data say it, at the session's address. */
async function servedTitles(): Promise<string[]> {
  const html = await (await fetch(`${origin}/`)).text();
  const siteData = await (await fetch(`${origin}/@id/__x00__virtual:docs-engine/site-data`)).text();
  return [
    /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '',
    /"title":"([^"]*)"/.exec(siteData)?.[1] ?? '',
  ];
}

const editConfig = (from: string, to: string) =>
  writeFileSync(configFile, readFileSync(configFile, 'utf8').replace(from, to));

describe('an edit to the config while the dev server runs', () => {
  const servers: ViteDevServer[] = [];

  it('is applied: the server starts again with it, on the same address', async () => {
    servers.push(session.server);
    expect(await servedTitles()).toEqual(['Loader fixture', 'Loader fixture']);
    editConfig("title: 'Loader fixture'", "title: 'Edited fixture'");
    await expect
      .poll(servedTitles, { timeout: 30_000 })
      .toEqual(['Edited fixture', 'Edited fixture']);
    expect(session.server).not.toBe(servers[0]);
    // The server it replaced has stopped listening: its port is the new one's.
    expect(servers[0]?.httpServer?.listening).toBe(false);
    expect(errors).toEqual([]);
  }, 60_000);

  it('is reported when invalid, naming the file and the key, and the last valid one goes on', async () => {
    servers.push(session.server);
    editConfig(
      "title: 'Edited fixture'",
      "title: 'Broken fixture', themeConfig: { footer: { fr: 'Pied' } }",
    );
    await expect
      .poll(() => errors, { timeout: 30_000 })
      .toEqual([
        expect.stringContaining(
          '.docsrc.ts: themeConfig.footer["fr"] is not a locale of the site (en-US)',
        ),
      ]);
    expect(errors[0]).toContain('goes on with the config as it was');
    expect(session.server).toBe(servers[1]);
    expect(await servedTitles()).toEqual(['Edited fixture', 'Edited fixture']);
  }, 60_000);

  it('is reported when it does not compile, and the server goes on', async () => {
    editConfig("themeConfig: { footer: { fr: 'Pied' } }", 'themeConfig: {');
    await expect.poll(() => errors.length, { timeout: 30_000 }).toBe(2);
    expect(errors[1]).toContain('.docsrc.ts');
    expect(session.server).toBe(servers[1]);
    expect(await servedTitles()).toEqual(['Edited fixture', 'Edited fixture']);
  }, 60_000);

  it('is applied again once it is valid again', async () => {
    editConfig("title: 'Broken fixture', themeConfig: {", "title: 'Fixed fixture'");
    await expect
      .poll(servedTitles, { timeout: 30_000 })
      .toEqual(['Fixed fixture', 'Fixed fixture']);
    expect(servers[1]?.httpServer?.listening).toBe(false);
    expect(session.server.httpServer?.listening).toBe(true);
    expect(errors).toHaveLength(2);
  }, 60_000);

  it('is applied when it is to a file the config imports', async () => {
    const titleFile = path.join(root, 'siteTitle.ts');
    writeFileSync(titleFile, "export const siteTitle = 'Imported title';\n");
    writeFileSync(
      configFile,
      readFileSync(configFile, 'utf8')
        .replace("title: 'Fixed fixture'", 'title: siteTitle')
        .replace(/^/, "import { siteTitle } from './siteTitle.ts';\n"),
    );
    await expect
      .poll(servedTitles, { timeout: 30_000 })
      .toEqual(['Imported title', 'Imported title']);
    writeFileSync(titleFile, "export const siteTitle = 'Edited import';\n");
    await expect
      .poll(servedTitles, { timeout: 30_000 })
      .toEqual(['Edited import', 'Edited import']);
    expect(errors).toHaveLength(2);
  }, 60_000);
});
