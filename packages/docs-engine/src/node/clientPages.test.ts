import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { createClientPages } from './clientPages.ts';

const RUNTIME = '/engine/client/pageRuntime.ts';
const BADGE = '/engine/theme/builtins/Badge/index.tsx';
const demoModule = (id: string) => `\0virtual:docs-engine/demo/${id}`;

function chunk(
  fileName: string,
  facade: string | null,
  { code = '', imports = [] as string[], css = [] as string[] } = {},
): Rolldown.OutputChunk {
  return {
    type: 'chunk',
    fileName,
    facadeModuleId: facade,
    code,
    imports,
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
  } as unknown as Rolldown.OutputChunk;
}

const parts = {
  mdx: 'import {jsx as _jsx} from "react/jsx-runtime";\nexport default function MDXContent() {\n  return _jsx("p", { children: "Hi" });\n}',
  builtins: ['Badge'],
  demoIds: ['hello'],
};

function emitted(
  pages = createClientPages({ runtime: RUNTIME, builtins: { Badge: BADGE }, demo: demoModule }),
) {
  const section = pages.placeholder('\0page/en/guide', { parts, meta: 'export const meta = {};' });
  expect(pages.placeholder('\0page/en/guide', { parts, meta: 'export const meta = {};' })).toBe(
    section,
  );
  const bundle: Rolldown.OutputBundle = {
    runtime: chunk('assets/pageRuntime-a1.js', RUNTIME),
    badge: chunk('assets/index-b2.js', BADGE, { css: ['assets/Badge-c3.css'] }),
    demo: chunk('assets/hello-d4.js', demoModule('hello'), {
      imports: ['assets/drawer-e5.js'],
      css: ['assets/hello-f6.css'],
    }),
    drawer: chunk('assets/drawer-e5.js', null, { css: ['assets/drawer-g7.css'] }),
    list: chunk('~data/en/pages/guide.js', '\0virtual:docs-engine/section-pages/en/guide', {
      code: `export const pageLoaders = { "/guide": () => import("${section}") };`,
    }),
  };
  const files: { fileName: string; source: string }[] = [];
  pages.emit(bundle, (file) => files.push(file), '/base/');
  return { pages, bundle, files };
}

describe('the pages the browser bundle leaves out', () => {
  it('are made beside the chunks they import, named by their content, minified', () => {
    const { files, pages } = emitted();
    expect(files).toHaveLength(1);
    const [file] = files;
    expect(file?.fileName).toMatch(/^assets\/guide-[0-9a-f]{8}\.js$/);
    expect(file?.source).toContain('"./pageRuntime-a1.js"');
    expect(file?.source).not.toContain('./index-b2.js');
    expect(file?.source).toContain('"./hello-d4.js"');
    expect(file?.source).not.toContain('react/jsx-runtime');
    expect(file?.source).not.toContain('\n  return');
    expect(pages.page('\0page/en/guide')).toEqual({
      file: file?.fileName,
      modules: [BADGE, demoModule('hello')],
    });
    expect(emitted().files[0]?.fileName).toBe(file?.fileName);
  });

  it('wait for the stylesheets of their demos and of what those import', () => {
    const source = emitted().files[0]?.source ?? '';
    for (const css of ['hello-f6.css', 'drawer-g7.css'])
      expect(source).toContain(`/base/assets/${css}`);
    // A builtin's come with it, through the app's loader.
    expect(source).not.toContain('Badge-c3.css');
  });

  it('are imported where the bundle named their stand-ins, from there', () => {
    const { bundle, files } = emitted();
    const list = bundle.list as Rolldown.OutputChunk;
    expect(list.code).toBe(
      `export const pageLoaders = { "/guide": () => import("../../../${files[0]?.fileName}") };`,
    );
  });

  it('fail the build, naming the module, when a demo has no chunk of its own', () => {
    const pages = createClientPages({
      runtime: RUNTIME,
      builtins: { Badge: BADGE },
      demo: demoModule,
    });
    pages.placeholder('\0page/en/guide', { parts: { ...parts, demoIds: ['gone'] }, meta: '' });
    expect(() =>
      pages.emit(
        {
          runtime: chunk('assets/pageRuntime-a1.js', RUNTIME),
          badge: chunk('assets/index-b2.js', BADGE),
        },
        () => undefined,
        '/',
      ),
    ).toThrow('The browser bundle has no chunk of its own for \0virtual:docs-engine/demo/gone');
  });
});
