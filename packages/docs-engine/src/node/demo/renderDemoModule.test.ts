import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { init, parse } from 'es-module-lexer';
import { describe, expect, it } from 'vitest';
import type { DemoCode, DemoMeta } from '../../shared/types.ts';
import { renderDemoCodeModule, renderDemoModule, type DemoRef } from './renderDemoModule.ts';

const docs = fileURLToPath(new URL('./__fixtures__/docs/', import.meta.url));
const page = path.join(docs, 'page.md');

/** The demo as the page scan hands it over: the tag's line is where `src` appears in page.md. */
function ref(src: string, attrs: DemoRef['attrs'] = {}): DemoRef {
  const lines = readFileSync(page, 'utf8').split('\n');
  const index = lines.findIndex((text) => text.includes(`src="${src}"`));
  return {
    id: 'page-demo-x',
    entryFile: path.join(docs, src),
    tag: { file: 'docs/page.md', line: index < 0 ? undefined : index + 1, src },
    routeId: 'page.md',
    pageTitle: 'Page',
    attrs,
  };
}

/** What stands in for the module a specifier names, so the test can tell which one was used. */
const namespaceOf = (specifier: string) => ({ default: `default export of ${specifier}` });

interface Evaluated {
  exported: unknown;
  /** The specifiers of the static imports, in order. */
  imports: string[];
  /** The specifiers passed to `import()` so far. */
  dynamicImports: string[];
}

/**
 * Runs a generated ES module the way a bundler would link it, with every import answered by
 * namespaceOf, and hands back its default export. Only the forms the engine generates are known:
 * `import * as name from '…'`, `import('…')` and `export default`.
 */
async function evaluate(code: string): Promise<Evaluated> {
  await init;
  const [imports] = parse(code);
  const result: Evaluated = { exported: undefined, imports: [], dynamicImports: [] };
  let body = '';
  let copied = 0;
  for (const item of imports) {
    const statement = code.slice(item.ss, item.se);
    if (item.n === undefined) throw new Error(`an import without a plain specifier: ${statement}`);
    if (item.d === -1) {
      const name = /^import \* as (\w+) from /.exec(statement)?.[1];
      if (!name) throw new Error(`not a namespace import: ${statement}`);
      result.imports.push(item.n);
      body += `${code.slice(copied, item.ss)}const ${name} = $namespaceOf(${JSON.stringify(item.n)});`;
    } else {
      body += `${code.slice(copied, item.ss)}$import(${JSON.stringify(item.n)})`;
    }
    copied = item.se;
  }
  body += code.slice(copied);
  const run = new Function('$namespaceOf', '$import', body.replace(/^export default /m, 'return '));
  result.exported = run(namespaceOf, async (specifier: string) => {
    result.dynamicImports.push(specifier);
    return namespaceOf(specifier);
  });
  return result;
}

interface DemoModule {
  component: unknown;
  meta: DemoMeta;
  context: Record<string, unknown>;
  loadCode: () => Promise<unknown>;
}

async function demoModule(demo: DemoRef): Promise<DemoModule & Evaluated> {
  const evaluated = await evaluate((await renderDemoModule(demo)).code);
  return { ...evaluated, ...(evaluated.exported as DemoModule) };
}

async function metaOf(demo: DemoRef): Promise<DemoMeta> {
  return (await demoModule(demo)).meta;
}

describe('renderDemoModule', () => {
  it('exports the component, and the modules the entry imports under the names it wrote', async () => {
    const demo = await demoModule(ref('./demos/basic.tsx'));
    const entry = path.join(docs, 'demos/basic.tsx');
    expect(demo.component).toBe(namespaceOf(entry).default);
    // The type-only import of ./types is gone, and the JSX runtime a live edit needs is added.
    expect(demo.context).toEqual({
      react: namespaceOf('react'),
      './data': namespaceOf(path.join(docs, 'demos/data.ts')),
      './basic.css': namespaceOf(path.join(docs, 'demos/basic.css')),
      'react/jsx-runtime': namespaceOf('react/jsx-runtime'),
    });
    expect(demo.imports).toEqual([
      entry,
      'react',
      path.join(docs, 'demos/data.ts'),
      path.join(docs, 'demos/basic.css'),
      'react/jsx-runtime',
    ]);
  });

  it('lists every local file of the graph, entry first, and watches them all', async () => {
    const { watchFiles } = await renderDemoModule(ref('./demos/basic.tsx'));
    const { meta } = await demoModule(ref('./demos/basic.tsx'));
    expect(meta.files).toEqual([
      { name: 'basic.tsx', lang: 'tsx' },
      { name: 'data.ts', lang: 'ts' },
      { name: 'basic.css', lang: 'css' },
      { name: 'types.ts', lang: 'ts' },
      { name: '../../shared/label.ts', lang: 'ts' },
    ]);
    expect(watchFiles).toHaveLength(5);
  });

  it('loads the code only when asked, from the demo’s own code module', async () => {
    const demo = await demoModule(ref('./demos/basic.tsx'));
    expect(demo.dynamicImports).toEqual([]);
    // The metadata in the first load names the files but carries none of their code.
    expect(JSON.stringify(demo.meta)).not.toContain('useState');
    await expect(demo.loadCode()).resolves.toBe(
      namespaceOf('virtual:docs-engine/demo-code/page-demo-x').default,
    );
    expect(demo.dynamicImports).toEqual(['virtual:docs-engine/demo-code/page-demo-x']);
  });

  // The first highlight loads Shiki's grammars: seconds on a busy machine.
  it('holds every file’s code and its highlighting, in the order of the files, in a module of its own', async () => {
    const { exported, imports } = await evaluate(
      await renderDemoCodeModule(ref('./demos/basic.tsx')),
    );
    expect(imports).toEqual([]);
    const { sources, highlighted } = exported as DemoCode;
    expect(sources.map((source) => source.name)).toEqual([
      'basic.tsx',
      'data.ts',
      'basic.css',
      'types.ts',
      '../../shared/label.ts',
    ]);
    expect(sources[0]?.code).toBe(readFileSync(path.join(docs, 'demos/basic.tsx'), 'utf8'));
    expect(highlighted).toHaveLength(5);
    expect(highlighted[0]).toContain('--shiki-dark:');
    expect(highlighted[1]).toContain('shiki');
  }, 30_000);

  it('reads title, description and keywords from the leading comment', async () => {
    const meta = await metaOf(ref('./demos/basic.tsx'));
    expect(meta.asset).toEqual({
      id: 'page-demo-x',
      title: 'Basic usage',
      description: '<p>Opens <strong>from the right</strong>.</p>',
      keywords: ['drawer', 'basic'],
    });
  });

  it('lets the tag attributes win and passes the display options', async () => {
    const meta = await metaOf(
      ref('./demos/basic.tsx', { title: 'Tag title', defaultShowCode: true, background: '#eee' }),
    );
    expect(meta.asset.title).toBe('Tag title');
    expect(meta.options).toEqual({ defaultShowCode: true, background: '#eee' });
  });

  it('reads inline, transform, iframe (with or without a height) and demoUrl', async () => {
    const options = async (attrs: Record<string, string | true>) =>
      (await metaOf(ref('./demos/basic.tsx', attrs))).options;
    expect(
      await options({ inline: true, transform: '', iframe: '320', demoUrl: '/play/basic' }),
    ).toEqual({ inline: true, transform: true, iframe: 320, demoUrl: '/play/basic' });
    expect(await options({ iframe: true, compact: 'false' })).toEqual({
      iframe: true,
      compact: false,
    });
    expect(await options({ iframe: 'false' })).toEqual({ iframe: false });
  });

  it('records the exact installed versions, with react-dom beside react', async () => {
    const meta = await metaOf(ref('./demos/basic.tsx'));
    const react = (await import('react/package.json')).default.version;
    expect(meta.dependencies).toEqual({ react, 'react-dom': react });
  });

  it('names the page, line and importing file of a missing import', async () => {
    await expect(renderDemoModule(ref('./demos/missing.tsx'))).rejects.toThrow(
      /docs\/page\.md:7: <code src="\.\/demos\/missing\.tsx"> — .*demos\/missing\.tsx:3 imports '\.\/nope', which does not exist$/,
    );
  });

  it('names the file, line and column of a syntax error, as an editor reads them', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'demo-syntax-'));
    try {
      const entryFile = path.join(dir, 'broken.tsx');
      writeFileSync(entryFile, "import React from 'react';\nexport default () => <div>{</div>;\n");
      const broken = { ...ref('./demos/basic.tsx'), entryFile };
      await expect(renderDemoModule(broken)).rejects.toThrow(
        /^docs\/page\.md:\d+: <code src="\.\/demos\/basic\.tsx"> — .*broken\.tsx:2:\d+: Unexpected token, expected ";"$/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reports a missing demo file and a missing default export', async () => {
    await expect(renderDemoModule(ref('./demos/gone.tsx'))).rejects.toThrow(
      /^docs\/page\.md: <code src="\.\/demos\/gone\.tsx"> — file not found$/,
    );
    await expect(renderDemoModule(ref('./demos/nested/index.tsx'))).rejects.toThrow(
      /^docs\/page\.md:9: <code src="\.\/demos\/nested\/index\.tsx"> — the demo file has no default export/,
    );
  });
});
