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
import {
  clientPageModule,
  SERVER_RUNTIME,
  serverPageModule,
  type StandaloneParts,
} from './standalonePage.ts';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

const DEMO = 'export default function Hello() {\n  return <p>Hello</p>;\n}\n';

/** What each page of a throwaway site holding these files is made of, by route path. */
async function standaloneParts(files: Record<string, string>) {
  root = realpathSync(throwawayFolder('standalone-pages-', files));
  const parts = new Map<string, StandaloneParts | undefined>();
  for (const source of pageSources(testConfig(root))) {
    const { compiled } = await compilePage(source, defaultBuiltins(), displayPath);
    parts.set(source.routePath, compiled.standalone);
  }
  return parts;
}

/** A home page with a builtin and a demo. */
const BADGE_AND_DEMO = {
  'docs/index.md': '# Home\n\n<Badge>new</Badge> text.\n\n<code src="./demos/hello.tsx"></code>\n',
  'docs/demos/hello.tsx': DEMO,
};

/** What the home page of a throwaway site holding these files is made of: it is not bundled. */
async function homeParts(files: Record<string, string>): Promise<StandaloneParts> {
  const parts = (await standaloneParts(files)).get('/');
  if (!parts) throw new Error('the page is bundled');
  return parts;
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

describe('a page made outside the bundler, for the render threads', () => {
  it('imports nothing but the runtime, and renders with its builtins and demos', async () => {
    const parts = await homeParts(BADGE_AND_DEMO);
    const code = serverPageModule(parts);
    const specifiers = [...code.matchAll(/^import .* from (".*");$/gm)].map(
      ([, specifier]) => specifier,
    );
    expect(new Set(specifiers)).toEqual(new Set([JSON.stringify(SERVER_RUNTIME)]));
    expect(parts.demoIds).toHaveLength(1);

    const page = await importModule(code, '(id) => Promise.resolve({ id, component: () => null })');
    expect(Object.keys(page.builtins)).toEqual(['Badge', 'Previewer']);
    expect(page.demos).toEqual({
      [parts.demoIds[0] ?? '']: { id: parts.demoIds[0], component: expect.any(Function) },
    });
    const html = renderToStaticMarkup(createElement(page.default, { components: page.builtins }));
    expect(html).toContain('<h1 id="home">Home</h1>');
    expect(html).toContain('<b data-builtin="Badge">new</b>');
  });

  it('fails its import when a demo fails to load, as a page importing it would', async () => {
    const parts = await homeParts(BADGE_AND_DEMO);
    await expect(
      importModule(
        serverPageModule(parts),
        '() => Promise.reject(new Error("no window at import"))',
      ),
    ).rejects.toThrow('no window at import');
  });

  it('is left out for a page that imports files of its own: the bundle bundles it', async () => {
    const modules = await standaloneParts({
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

describe('a page made outside the bundler, for the browser', () => {
  /**
   * Imports a client module beside stand-ins for the bundle's chunks: a runtime with React's own
   * JSX functions, builtins that show their name and a `loadStyles` that records what it is asked
   * for, and a demo chunk per demo.
   */
  async function importClientModule(parts: StandaloneParts, styles: string[]) {
    const assets = path.join(root, 'dist', 'assets');
    mkdirSync(assets, { recursive: true });
    const jsxRuntime = pathToFileURL(createRequire(import.meta.url).resolve('react/jsx-runtime'));
    writeFileSync(
      path.join(assets, 'entry.js'),
      [
        `export { Fragment, jsx, jsxs } from ${JSON.stringify(jsxRuntime.href)};`,
        `import { jsx } from ${JSON.stringify(jsxRuntime.href)};`,
        'export const asked = [];',
        'export const loadStyles = async (hrefs) => { asked.push(...hrefs); };',
        'export const loadBuiltin = async (name) => (props) =>',
        '  jsx("b", { "data-builtin": name, children: props.children });',
      ].join('\n'),
    );
    parts.demoIds.forEach((id, i) =>
      writeFileSync(
        path.join(assets, `demo${i}.js`),
        `export default { id: ${JSON.stringify(id)} };`,
      ),
    );
    const file = path.join(assets, 'page.js');
    writeFileSync(
      file,
      clientPageModule(parts, {
        runtime: './entry.js',
        demo: (id) => `./demo${parts.demoIds.indexOf(id)}.js`,
        styles,
      }),
    );
    const suffix = `?${Math.random()}`;
    const page = (await import(`${pathToFileURL(file).href}${suffix}`)) as {
      default: ComponentType<{ components?: Record<string, unknown> }>;
      builtins: Record<string, ComponentType>;
      demos: Record<string, unknown>;
    };
    const entry = (await import(pathToFileURL(path.join(assets, 'entry.js')).href)) as {
      asked: string[];
    };
    return { page, asked: entry.asked };
  }

  it("imports its demos' chunks, loads its builtins, and is ready once the demos' styles are", async () => {
    const parts = await homeParts(BADGE_AND_DEMO);
    const { page, asked } = await importClientModule(parts, ['/assets/hello.css']);
    expect(asked).toEqual(['/assets/hello.css']);
    expect(page.demos).toEqual({ [parts.demoIds[0] ?? '']: { id: parts.demoIds[0] } });
    const html = renderToStaticMarkup(createElement(page.default, { components: page.builtins }));
    expect(html).toContain('<b data-builtin="Badge">new</b>');
  });

  it('asks for no stylesheet when its demos bring none', async () => {
    const parts = await homeParts({ 'docs/index.md': '# Home\n\nText.\n' });
    const { page, asked } = await importClientModule(parts, []);
    expect(asked).toEqual([]);
    expect(renderToStaticMarkup(createElement(page.default))).toBe(
      '<h1 id="home">Home</h1>\n<p>Text.</p>',
    );
  });
});
