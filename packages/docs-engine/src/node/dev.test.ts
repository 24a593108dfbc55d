import { mkdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ViteDevServer } from 'vite';
import {
  copyFixtureSite,
  removeFixtureSite,
  startDevServerAt,
} from '../../test/fixtureSiteCopy.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocsEnginePluginApi } from './vitePlugin.ts';

let root: string;
let server: ViteDevServer;
let origin: string;

beforeAll(async () => {
  root = copyFixtureSite('engine-site', 'dev-server');
  writeFileSync(
    path.join(root, 'docs', 'highlighted.md'),
    '# Highlighted\n\n```ts\nconst answer: number = 42;\n```\n',
  );
  mkdirSync(path.join(root, 'public'));
  writeFileSync(path.join(root, 'public', 'robots.txt'), 'User-agent: *\n');
  ({ server, origin } = await startDevServerAt(root));
}, 60_000);

afterAll(async () => {
  await server?.close();
  removeFixtureSite(root);
});

/** As curl asks: no Accept header naming HTML. */
const curl = (address: string, method = 'GET') =>
  fetch(`${origin}${address}`, { method, headers: { accept: '*/*' } });

// Before any request: what the server does by itself once it listens.
describe('the scripts every page runs first', () => {
  it('are made ready once the server listens, before a page asks for them', async () => {
    const ready = async (url: string) =>
      (await server.environments.client.moduleGraph.getModuleByUrl(url))?.transformResult != null;
    for (const url of ['/@vite/client', '/@react-refresh']) {
      await expect.poll(() => ready(url), { message: url, timeout: 30_000 }).toBe(true);
    }
  });
});

// First: the highlighter loads only once a page has been asked for and the server is quiet.
describe('a new site in dev', () => {
  it('serves a file put in public/ before the site was watched', async () => {
    writeFileSync(path.join(root, 'public', 'added-early.txt'), 'early\n');
    // A page opened: the site is watched from once the server is quiet.
    expect((await curl('/')).status).toBe(200);
    // Asked for less often than the quiet the watch waits for, which each request restarts.
    await expect
      .poll(async () => (await curl('/added-early.txt')).status, {
        timeout: 30_000,
        interval: 1_000,
      })
      .toBe(200);
    expect(await (await curl('/added-early.txt')).text()).toBe('early\n');
  });

  it('shows a page with its code plain at first, then highlighted once the highlighter loads', async () => {
    const module = () => curl('/docs/highlighted.md?import').then((response) => response.text());
    const first = await module();
    expect(first).toContain('const answer: number = 42;');
    expect(first).not.toContain('--shiki-dark');
    // A page asked for: the server warms up (the highlighter with it) once it is quiet, and
    // compiles the page again.
    expect((await curl('/highlighted')).status).toBe(200);
    // Asked again a second apart: each answer leaves the server quiet for longer than it waits.
    await expect.poll(module, { timeout: 30_000, interval: 1_000 }).toContain('--shiki-dark');
  }, 60_000);
});

describe('the warm-up', () => {
  const warmUp = (whenQuiet: () => Promise<boolean>) => {
    const plugin = server.config.plugins.find(({ name }) => name === 'docs-engine');
    return (plugin?.api as DocsEnginePluginApi).warmUp(whenQuiet);
  };

  it('waits for the server to be quiet before each of its steps, not only the first', async () => {
    let waits = 0;
    const done = await warmUp(async () => {
      waits += 1;
      return true;
    });
    expect(done).toBe(true);
    // The parser, the highlighter, the compiler, the demo renderer.
    expect(waits).toBe(4);
  });

  it('stops where the server closing ends the wait', async () => {
    let waits = 0;
    const done = await warmUp(async () => {
      waits += 1;
      return waits < 2;
    });
    expect(done).toBe(false);
    expect(waits).toBe(2);
  });
});

describe('the dev server answers like preview', () => {
  it('serves a page to any client, not only to browsers', async () => {
    for (const address of ['/', '/stats', '/stats/']) {
      const response = await curl(address);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).toContain('<div id="root">');
    }
    expect((await curl('/stats', 'HEAD')).status).toBe(200);
  });

  it('answers an address with no page with the page shell and status 404', async () => {
    for (const address of ['/nope', '/index', '/404', '/stats/index.html', '/stats//x']) {
      const response = await curl(address);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it("preloads a page's own modules with the page, so they load beside the runtime", async () => {
    const html = await (await curl('/stats')).text();
    const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map(
      ([, href]) => href ?? '',
    );
    expect(preloads.map(decodeURIComponent)).toEqual([
      '/@id/__x00__virtual:docs-engine/section/en-US/stats',
      '/@id/__x00__virtual:docs-engine/page/en-US/stats?import',
      '/docs/stats.md?import',
    ]);
    for (const href of preloads) {
      const response = await curl(href);
      expect(response.status).toBe(200);
      expect(await response.text()).toMatch(/export /);
    }
    expect(await (await curl('/nope')).text()).not.toContain('modulepreload');
  });

  it("imports a section's pages at the addresses the page preloads them at", async () => {
    const section = await (
      await curl('/@id/__x00__virtual:docs-engine/section/en-US/stats')
    ).text();
    // As the browser runs it: Vite adds its `import` query to the address the loader builds.
    const address = /"([^"]+)" \+ path, 'import'\)/.exec(section)?.[1];
    const paths = [...section.matchAll(/^ {2}"([^"]+)": load\(/gm)].map(
      ([, routePath]) => routePath,
    );
    expect(paths).toEqual(['/stats']);
    const html = await (await curl('/stats')).text();
    for (const routePath of paths) {
      const imported = `${address}${routePath}?import`;
      expect(html).toContain(`<link rel="modulepreload" href="${imported}">`);
      const page = await curl(imported);
      expect(page.status).toBe(200);
      expect(await page.text()).toMatch(/export \{ default \} from/);
    }
  });

  it("tells Vite of an edit to a page saved while the first page loads, and leaves the engine's own folder alone", async () => {
    const file = path.join(root, 'docs', 'highlighted.md');
    const told = new Promise<void>((resolve) => {
      server.watcher.on('change', (changed) => {
        if (changed === file) resolve();
      });
    });
    await curl('/');
    writeFileSync(file, readFileSync(file));
    await told;
    const watched = Object.keys(server.watcher.getWatched());
    expect(watched.filter((folder) => folder.includes('.docs-engine'))).toEqual([]);
  });

  it("serves the optimizer's bundles as they are, with no source map made up of them", async () => {
    const entry = await (await curl('/@id/__x00__virtual:docs-engine/entry')).text();
    const runtime = /"(\/\.docs-engine\/vite\/deps\/[^"]+\.js\?v=\w+)"/.exec(entry)?.[1];
    expect(runtime, entry).toBeDefined();
    const bundle = await (await curl(runtime ?? '')).text();
    expect(bundle).toContain('@drawer/docs-engine runtime');
    // A map of the file to itself, which Vite adds to a module with none, doubles what is sent.
    expect(bundle).not.toContain('sourceMappingURL');
  });

  it("serves Vite's client, React's refresh runtime and a compiled page without a map of themselves", async () => {
    for (const address of ['/@vite/client', '/@react-refresh', '/docs/index.md?import']) {
      const response = await curl(address);
      expect(response.status, address).toBe(200);
      expect(await response.text(), address).not.toContain('sourceMappingURL');
    }
    // A module with a source of its own keeps its map: the browser's tools show the source.
    const demo = await (await curl('/docs/demos/HealthyDemo.tsx')).text();
    expect(demo).toContain('sourceMappingURL');
  });

  it("answers a framed demo's own page once the page it is on has been opened", async () => {
    expect((await curl('/~demos/display-demo-healthydemo')).status).toBe(404);
    // The browser opening the page: its module is compiled, and its demos become known.
    const page = await curl('/@id/__x00__virtual:docs-engine/page/en-US/display');
    expect(page.status).toBe(200);
    await curl('/docs/display.md?import');
    expect((await curl('/~demos/display-demo-healthydemo')).status).toBe(200);
    expect((await curl('/~demos/display-demo-nope')).status).toBe(404);
  });

  it('runs a server loader, and refuses other methods', async () => {
    const response = await curl('/__serverLoader?route=stats&url=%2Fstats');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ data: expect.anything() as unknown });
    expect((await curl('/__serverLoader?route=stats', 'POST')).status).toBe(405);
    expect((await curl('/__serverLoader?route=nope')).status).toBe(404);
  });

  it('reads a loader again once its file changed, and only then', async () => {
    const data = async () =>
      ((await (await curl('/__serverLoader?route=stats&url=%2Fstats')).json()) as { data: unknown })
        .data;
    expect(await data()).toEqual({ releases: 7, url: '/stats' });
    const file = path.join(root, 'docs', 'stats.loader.ts');
    writeFileSync(file, 'export default async () => ({ releases: 8 });');
    const later = new Date(Date.now() + 5_000);
    utimesSync(file, later, later);
    expect(await data()).toEqual({ releases: 8 });
  });
});
