import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BundleChunk } from './bundleCache.ts';
import { createClientPages } from './clientPages.ts';

const RUNTIME = '/engine/client/pageRuntime.ts';
const BADGE = '/engine/theme/builtins/Badge/index.tsx';
const PAGE = '\0page/en/guide';
const demoModule = (id: string) => `\0virtual:docs-engine/demo/${id}`;

function chunk(
  fileName: string,
  facade: string | null,
  { code = '', imports = [] as string[], css = [] as string[] } = {},
): BundleChunk {
  return {
    fileName,
    name: path.posix.basename(fileName, '.js'),
    isEntry: false,
    facadeModuleId: facade,
    code,
    imports,
    dynamicImports: [],
    importedCss: css,
  };
}

const parts = {
  mdx: 'import {jsx as _jsx} from "react/jsx-runtime";\nexport default function MDXContent() {\n  return _jsx("p", { children: "Hi" });\n}',
  builtins: ['Badge'],
  demoIds: ['hello'],
};

const newPages = (cacheDir?: string) =>
  createClientPages({ runtime: RUNTIME, builtins: { Badge: BADGE }, demo: demoModule }, cacheDir);

/** The files `pages` makes of the guide page and a bundle's chunks, by name. */
async function emitted(pages = newPages(), pageParts = parts) {
  const section = pages.placeholder(PAGE);
  expect(pages.placeholder(PAGE)).toBe(section);
  const chunks = [
    chunk('assets/pageRuntime-a1.js', RUNTIME),
    chunk('assets/index-b2.js', BADGE, { css: ['assets/Badge-c3.css'] }),
    chunk('assets/hello-d4.js', demoModule('hello'), {
      imports: ['assets/drawer-e5.js'],
      css: ['assets/hello-f6.css'],
    }),
    chunk('assets/drawer-e5.js', null, { css: ['assets/drawer-g7.css'] }),
    chunk('~data/en/pages/guide.js', '\0virtual:docs-engine/section-pages/en/guide', {
      code: `export const pageLoaders = { "/guide": () => import("${section}") };`,
    }),
  ];
  const written = new Map<string, string>();
  await pages.emit({
    pages: [{ pageModule: PAGE, parts: pageParts, meta: 'export const meta = {};' }],
    chunks,
    base: '/base/',
    write: (file, content) => written.set(file, content),
  });
  const files = [...written.keys()].filter((file) => file.startsWith('assets/'));
  const read = (file: string) => written.get(file) ?? '';
  return { pages, files, read };
}

describe('the pages the browser bundle leaves out', () => {
  it('are made beside the chunks they import, named by their content, minified', async () => {
    const { files, pages, read } = await emitted();
    expect(files).toHaveLength(1);
    const fileName = files[0] ?? '';
    expect(fileName).toMatch(/^assets\/guide-[0-9a-f]{8}\.js$/);
    const source = read(fileName);
    expect(source).toContain('"./pageRuntime-a1.js"');
    expect(source).not.toContain('./index-b2.js');
    expect(source).toContain('"./hello-d4.js"');
    expect(source).not.toContain('react/jsx-runtime');
    expect(source).not.toContain('\n  return');
    expect(pages.page(PAGE)).toEqual({ file: fileName, modules: [BADGE, demoModule('hello')] });
    expect((await emitted()).files).toEqual(files);
  });

  it('are minified once: a later build takes a page it made before from the cache', async () => {
    const cacheDir = mkdtempSync(path.join(tmpdir(), 'client-pages-'));
    try {
      const cold = await emitted(newPages(cacheDir));
      const warm = await emitted(newPages(cacheDir));
      expect(warm.files).toEqual(cold.files);
      expect(warm.read(warm.files[0] ?? '')).toBe(cold.read(cold.files[0] ?? ''));
      const edited = { ...parts, mdx: parts.mdx.replace('"Hi"', '"Hello"') };
      const changed = await emitted(newPages(cacheDir), edited);
      expect(changed.read(changed.files[0] ?? '')).toContain('children:`Hello`');
    } finally {
      rmSync(cacheDir, { recursive: true, force: true });
    }
  });

  it('wait for the stylesheets of their demos and of what those import', async () => {
    const { files, read } = await emitted();
    const source = read(files[0] ?? '');
    for (const css of ['hello-f6.css', 'drawer-g7.css'])
      expect(source).toContain(`/base/assets/${css}`);
    // A builtin's come with it, through the app's loader.
    expect(source).not.toContain('Badge-c3.css');
  });

  it('are imported where the bundle named their stand-ins, from there', async () => {
    const { files, read } = await emitted();
    expect(read('~data/en/pages/guide.js')).toBe(
      `export const pageLoaders = { "/guide": () => import("../../../${files[0]}") };`,
    );
  });

  it('are named by stand-ins that are the same for the same page, whatever its content', () => {
    expect(newPages().placeholder(PAGE)).toBe(newPages().placeholder(PAGE));
    expect(newPages().placeholder(PAGE)).not.toBe(newPages().placeholder('\0page/en/other'));
  });

  it('fail the build, naming the module, when a demo has no chunk of its own', async () => {
    await expect(
      newPages().emit({
        pages: [{ pageModule: PAGE, parts: { ...parts, demoIds: ['gone'] }, meta: '' }],
        chunks: [chunk('assets/pageRuntime-a1.js', RUNTIME), chunk('assets/index-b2.js', BADGE)],
        base: '/',
        write: () => undefined,
      }),
    ).rejects.toThrow(
      'The browser bundle has no chunk of its own for \0virtual:docs-engine/demo/gone',
    );
  });

  it('fail the build when the bundle imports a page that was not made', async () => {
    const pages = newPages();
    await expect(
      pages.emit({
        pages: [],
        chunks: [
          chunk('assets/pageRuntime-a1.js', RUNTIME),
          chunk('~data/en/pages.js', null, {
            code: `import("${pages.placeholder(PAGE)}")`,
          }),
        ],
        base: '/',
        write: () => undefined,
      }),
    ).rejects.toThrow(/^~data\/en\/pages\.js imports docs-engine-page:[0-9a-f]{16}, a page/);
  });
});
