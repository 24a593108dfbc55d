import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { DemoMeta } from '../../shared/types.ts';
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
    attrs,
  };
}

function metaOf(code: string): DemoMeta {
  const json = /JSON\.parse\((.*)\);/.exec(code)?.[1];
  return JSON.parse(JSON.parse(json ?? '""') as string) as DemoMeta;
}

describe('renderDemoModule', () => {
  it('imports the component and one namespace per specifier of the entry', async () => {
    const { code } = await renderDemoModule(ref('./demos/basic.tsx'));
    expect(code).toContain(`import * as entry from "${path.join(docs, 'demos/basic.tsx')}";`);
    expect(code).toContain('import * as dep0 from "react";');
    expect(code).toContain(`import * as dep1 from "${path.join(docs, 'demos/data.ts')}";`);
    expect(code).toContain(`import * as dep2 from "${path.join(docs, 'demos/basic.css')}";`);
    expect(code).not.toMatch(/import \* as dep\d from ".*types/);
    expect(code).toContain(
      'export default { component: entry.default, meta, context: { "react": dep0, "./data": dep1, "./basic.css": dep2, "react/jsx-runtime": dep3 }, loadHighlighted };',
    );
  });

  it('lists every local file of the graph, entry first, highlighted', async () => {
    const { code, watchFiles } = await renderDemoModule(ref('./demos/basic.tsx'));
    const meta = metaOf(code);
    expect(meta.sources.map((file) => [file.name, file.lang])).toEqual([
      ['basic.tsx', 'tsx'],
      ['data.ts', 'ts'],
      ['basic.css', 'css'],
      ['types.ts', 'ts'],
      ['../../shared/label.ts', 'ts'],
    ]);
    expect(watchFiles).toHaveLength(5);
    expect(code).toContain(
      'const loadHighlighted = () => import("virtual:docs-engine/demo-code/page-demo-x");',
    );
  });

  // The first highlight loads Shiki's grammars: seconds on a busy machine.
  it('highlights every file, in the order of the sources, in a module of its own', async () => {
    const code = await renderDemoCodeModule(ref('./demos/basic.tsx'));
    const htmls = JSON.parse(
      JSON.parse(code.slice('export default JSON.parse('.length, code.lastIndexOf(')'))),
    ) as string[];
    expect(htmls).toHaveLength(5);
    expect(htmls[0]).toContain('--shiki-dark:');
    expect(htmls[1]).toContain('shiki');
  }, 30_000);

  it('reads title, description and keywords from the leading comment', async () => {
    const meta = metaOf((await renderDemoModule(ref('./demos/basic.tsx'))).code);
    expect(meta.asset).toEqual({
      id: 'page-demo-x',
      title: 'Basic usage',
      description: '<p>Opens <strong>from the right</strong>.</p>',
      keywords: ['drawer', 'basic'],
    });
  });

  it('lets the tag attributes win and passes the display options', async () => {
    const meta = metaOf(
      (
        await renderDemoModule(
          ref('./demos/basic.tsx', {
            title: 'Tag title',
            defaultShowCode: true,
            background: '#eee',
          }),
        )
      ).code,
    );
    expect(meta.asset.title).toBe('Tag title');
    expect(meta.options).toEqual({ defaultShowCode: true, background: '#eee' });
  });

  it('reads inline, transform, iframe (with or without a height) and demoUrl', async () => {
    const options = async (attrs: Record<string, string | true>) =>
      metaOf((await renderDemoModule(ref('./demos/basic.tsx', attrs))).code).options;
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
    const meta = metaOf((await renderDemoModule(ref('./demos/basic.tsx'))).code);
    const react = (await import('react/package.json')).default.version;
    expect(meta.dependencies).toEqual({ react, 'react-dom': react });
  });

  it('names the page, line and importing file of a missing import', async () => {
    await expect(renderDemoModule(ref('./demos/missing.tsx'))).rejects.toThrow(
      /docs\/page\.md:7: <code src="\.\/demos\/missing\.tsx"> — .*demos\/missing\.tsx:3 imports '\.\/nope', which does not exist$/,
    );
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
