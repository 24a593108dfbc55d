import { mkdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/testConfig.ts';
import { throwawayFolder } from '../../../test/throwawaySite.ts';
import { defaultBuiltins } from '../builtins.ts';
import { displayPath, pageSources } from '../pages/scanSite.ts';
import { compilePage } from './compilePage.ts';
import { SERVER_RUNTIME } from './serverPageModule.ts';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

const DEMO = 'export default function Hello() {\n  return <p>Hello</p>;\n}\n';

/** The server module of each page of a throwaway site holding these files, by route path. */
async function serverModules(files: Record<string, string>) {
  root = realpathSync(throwawayFolder('server-pages-', files));
  const modules = new Map<string, { code: string; demoIds: string[] } | undefined>();
  for (const source of pageSources(testConfig(root))) {
    const { compiled } = await compilePage(source, defaultBuiltins(), displayPath);
    modules.set(source.routePath, compiled.serverModule);
  }
  return modules;
}

/**
 * Imports a server module from a folder as deep as the cache's, beside a runtime standing in
 * for the server bundle's entry: React's own JSX functions, builtins that show their name, and
 * the demos `loadDemo` gives.
 */
async function importModule(code: string, loadDemo: string) {
  const pages = path.join(root, 'cache', 'server-pages');
  const runtime = path.resolve(pages, SERVER_RUNTIME);
  mkdirSync(pages, { recursive: true });
  mkdirSync(path.dirname(runtime), { recursive: true });
  const jsxRuntime = pathToFileURL(createRequire(import.meta.url).resolve('react/jsx-runtime'));
  writeFileSync(
    runtime,
    [
      `export { Fragment, jsx, jsxs } from ${JSON.stringify(jsxRuntime.href)};`,
      `import { jsx } from ${JSON.stringify(jsxRuntime.href)};`,
      'const builtin = (name) => (props) => jsx("b", { "data-builtin": name, children: props.children });',
      'export const pageRuntime = {',
      `  builtins: Object.fromEntries(${JSON.stringify(Object.keys(defaultBuiltins()))}.map((name) => [name, builtin(name)])),`,
      `  loadDemo: ${loadDemo},`,
      '};',
    ].join('\n'),
  );
  const file = path.join(pages, 'page.mjs');
  writeFileSync(file, code);
  return (await import(`${pathToFileURL(file).href}?${Math.random()}`)) as {
    default: ComponentType<{ components?: Record<string, unknown> }>;
    builtins: Record<string, ComponentType>;
    demos: Record<string, unknown>;
  };
}

describe('a page module for the render threads', () => {
  it('imports nothing but the runtime, and renders with its builtins and demos', async () => {
    const modules = await serverModules({
      'docs/index.md':
        '# Home\n\n<Badge>new</Badge> text.\n\n<code src="./demos/hello.tsx"></code>\n',
      'docs/demos/hello.tsx': DEMO,
    });
    const server = modules.get('/');
    if (!server) throw new Error('the page has no server module');
    const specifiers = [...server.code.matchAll(/^import .* from (".*");$/gm)].map(
      ([, specifier]) => specifier,
    );
    expect(new Set(specifiers)).toEqual(new Set([JSON.stringify(SERVER_RUNTIME)]));
    expect(server.demoIds).toHaveLength(1);

    const page = await importModule(
      server.code,
      '(id) => Promise.resolve({ id, component: () => null })',
    );
    expect(Object.keys(page.builtins)).toEqual(['Badge', 'Previewer']);
    expect(page.demos).toEqual({
      [server.demoIds[0] ?? '']: { id: server.demoIds[0], component: expect.any(Function) },
    });
    const html = renderToStaticMarkup(createElement(page.default, { components: page.builtins }));
    expect(html).toContain('<h1 id="home">Home</h1>');
    expect(html).toContain('<b data-builtin="Badge">new</b>');
  });

  it('fails its import when a demo fails to load, as a page importing it would', async () => {
    const modules = await serverModules({
      'docs/index.md': '# Home\n\n<code src="./demos/hello.tsx"></code>\n',
      'docs/demos/hello.tsx': DEMO,
    });
    const server = modules.get('/');
    if (!server) throw new Error('the page has no server module');
    await expect(
      importModule(server.code, '() => Promise.reject(new Error("no window at import"))'),
    ).rejects.toThrow('no window at import');
  });

  it('is left out for a page that imports files of its own: the bundle bundles it', async () => {
    const modules = await serverModules({
      'docs/index.md': "import Note from './Note';\n\n# Home\n\n<Note />\n",
      'docs/Note.tsx': 'export default function Note() {\n  return <aside>Note</aside>;\n}\n',
      'docs/image.md': '# Image\n\n![A dot](./dot.png)\n',
      'docs/dot.png': 'png',
      'docs/tabbed.md': '# Tabbed\n\nText.\n',
      'docs/tabbed.$tab-more.md': 'More text.\n',
      'docs/plain.md': '# Plain\n\nText with {1 + 1} in it.\n',
    });
    expect(modules.get('/')).toBeUndefined();
    expect(modules.get('/image')).toBeUndefined();
    expect(modules.get('/tabbed')).toBeUndefined();
    expect(modules.get('/plain')).toBeDefined();
  });
});
