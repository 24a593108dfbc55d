import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { toString } from 'mdast-util-to-string';
import { describe, expect, it } from 'vitest';
import { parseMarkdown } from './parseMarkdown.ts';
import { transformDemos } from './transformDemos.ts';

function page(development: boolean) {
  const root = mkdtempSync(path.join(tmpdir(), 'demos-'));
  mkdirSync(path.join(root, 'demos'));
  writeFileSync(path.join(root, 'demos/a.tsx'), 'export default () => null;');
  writeFileSync(path.join(root, 'demos/b.tsx'), 'export default () => null;');
  const file = path.join(root, 'page.md');
  const source =
    'Before\n\n<code src="./demos/a.tsx" debug></code>\n\n<code src="./demos/b.tsx"></code>\n\nAfter\n';
  const tree = parseMarkdown(source, file, 'page.md');
  const demos = transformDemos(tree, {
    file,
    displayFile: 'page.md',
    routePath: '/page',
    development,
    allowedRoots: [root],
  });
  return { tree, ids: demos.map((demo) => demo.id) };
}

describe('transformDemos', () => {
  it('leaves a debug demo out of a production build, and keeps the others', () => {
    const { tree, ids } = page(false);
    expect(ids).toEqual(['page-demo-b']);
    expect(tree.children.map((node) => node.type)).toEqual([
      'paragraph',
      'mdxJsxFlowElement',
      'paragraph',
    ]);
    expect(toString(tree.children[2])).toBe('After');
  });

  it('keeps a debug demo on the dev server', () => {
    expect(page(true).ids).toEqual(['page-demo-a', 'page-demo-b']);
  });
});
