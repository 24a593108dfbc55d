import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { BuildError } from '../../shared/BuildError.ts';
import { demoId } from '../demo/demoId.ts';
import { attributeFlag } from './attributeFlag.ts';
import { jsxAttributes, jsxFlowElement } from './mdxNodes.ts';

export interface PageDemo {
  id: string;
  /** Absolute path of the demo's entry file. */
  entryFile: string;
  attrs: Record<string, string | true>;
  line?: number;
}

/**
 * `<code src="./demos/base.tsx" title="…"></code>` becomes `<Previewer id="…" />` and is returned
 * as a PageDemo. A missing demo file fails with the page's file and line. A demo marked `debug`
 * exists only on the dev server: elsewhere the tag is dropped.
 */
export function transformDemos(
  tree: Root,
  page: { file: string; displayFile: string; routePath: string; development?: boolean },
): PageDemo[] {
  const demos: PageDemo[] = [];
  visit(tree, (node, index, parent) => {
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    if (node.name !== 'code' || !parent || index === undefined) return;
    const attrs = jsxAttributes(node);
    const line = node.position?.start.line;
    const { src, ...rest } = attrs;
    if (!page.development && attributeFlag(rest.debug)) {
      parent.children.splice(index, 1);
      return index;
    }
    if (typeof src !== 'string') {
      throw new BuildError(
        'DEMO',
        page.displayFile,
        '<code> needs a src attribute naming the demo file',
        line,
      );
    }
    const entryFile = path.resolve(path.dirname(page.file), src);
    if (!existsSync(entryFile)) {
      throw new BuildError('DEMO', page.displayFile, `<code src="${src}"> — file not found`, line);
    }
    const id = demoId(page.routePath, entryFile, typeof rest.id === 'string' ? rest.id : undefined);
    demos.push({ id, entryFile, attrs: rest, line });
    const title = typeof rest.title === 'string' ? rest.title : undefined;
    const description = typeof rest.description === 'string' ? rest.description : undefined;
    const previewer = jsxFlowElement('Previewer', { id, title, description });
    previewer.position = node.position;
    parent.children.splice(index, 1, previewer as never);
  });
  return demos;
}
