import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ViteDevServer } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config/loadConfig.ts';
import { startDevServer } from './dev.ts';
import { prepareSharedDeps } from './prepareSharedDeps.ts';

const sites: string[] = [];
let server: ViteDevServer | undefined;

/** A new site of one page, inside the repository: it resolves the engine and React from there. */
function newSite(): string {
  const root = mkdtempSync(path.resolve(import.meta.dirname, '../../new-site.tmp.'));
  sites.push(root);
  mkdirSync(path.join(root, 'docs'));
  writeFileSync(path.join(root, '.docsrc.ts'), "export default { title: 'New' };\n");
  writeFileSync(path.join(root, 'docs', 'index.md'), '# Welcome\n');
  return root;
}

afterAll(async () => {
  await server?.close();
  for (const root of sites) rmSync(root, { recursive: true, force: true, maxRetries: 10 });
});

describe("a new site's dev server", () => {
  it('starts with React and the runtime bundled already, and serves them', async () => {
    // What `npm ci` runs; a no-op when an earlier run or site has made them.
    await prepareSharedDeps();
    const root = newSite();
    server = await startDevServer(await loadConfig(root, { mode: 'development' }), 0, '127.0.0.1');
    const optimizer = server.environments.client.depsOptimizer;
    // Nothing was left for Vite's optimizer to find or bundle.
    expect(Object.keys(optimizer?.metadata.discovered ?? {})).toEqual([]);
    expect(Object.keys(optimizer?.metadata.optimized ?? {})).toEqual(
      expect.arrayContaining(['react', 'react-dom/client', '@drawer/docs-engine/runtime']),
    );
    const origin = (server.resolvedUrls?.local[0] ?? '').replace(/\/$/, '');
    expect((await fetch(`${origin}/`)).status).toBe(200);
    const entry = await (await fetch(`${origin}/@id/__x00__virtual:docs-engine/entry`)).text();
    const runtime = /"(\/\.docs-engine\/vite\/deps\/@drawer_docs-engine_runtime\.js\?v=\w+)"/.exec(
      entry,
    )?.[1];
    expect(runtime, entry).toBeDefined();
    const bundle = await fetch(`${origin}${runtime}`);
    expect(bundle.status).toBe(200);
    expect(await bundle.text()).toContain('@drawer/docs-engine runtime');
  }, 120_000);
});
