import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import { BuildError } from '../../shared/BuildError.ts';
import { demoId } from '../demo/demoId.ts';
import type { DemoTag } from '../demo/demoTag.ts';
import { isInsideProject } from '../pages/projectRoots.ts';
import { attributeFlag } from './attributeFlag.ts';
import { jsxAttributes, jsxFlowElement } from './mdxNodes.ts';
import { writtenAt } from './remarkEmbed.ts';
import { walkTree } from './walkTree.ts';

export interface PageDemo {
  id: string;
  /** Absolute path of the demo's entry file. */
  entryFile: string;
  attrs: Record<string, string | true>;
  /** Where the `<code src>` tag was written, for errors about the demo. */
  tag: DemoTag;
}

/**
 * `<code src="./demos/base.tsx" title="…"></code>` becomes `<Previewer id="…" />` and is returned
 * as a PageDemo. A missing demo file, or one outside the project, fails with the file and line of
 * the tag and its `src` as written. A demo marked `debug` exists only on the dev server:
 * elsewhere the tag is dropped.
 */
export function transformDemos(
  tree: Root,
  page: {
    file: string;
    displayFile: string;
    routePath: string;
    development?: boolean;
    allowedRoots: string[];
  },
): PageDemo[] {
  const demos: PageDemo[] = [];
  walkTree(tree, (node, index, parent) => {
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    if (node.name !== 'code' || !parent || index === undefined) return;
    const attrs = jsxAttributes(node);
    const line = node.position?.start.line;
    const { src, ...rest } = attrs;
    if (!page.development && attributeFlag(rest.debug)) {
      parent.children.splice(index, 1);
      return index;
    }
    const place = writtenAt(node);
    const file = place?.file ?? page.displayFile;
    if (typeof src !== 'string') {
      throw new BuildError('DEMO', file, '<code> needs a src attribute naming the demo file', line);
    }
    const tag: DemoTag = place ?? { file, line, src };
    const fail = (reason: string): never => {
      throw new BuildError('DEMO', tag.file, `<code src="${tag.src}"> — ${reason}`, tag.line);
    };
    const entryFile = path.resolve(path.dirname(page.file), src);
    if (!existsSync(entryFile)) return fail('file not found');
    if (!isInsideProject(entryFile, page.allowedRoots)) {
      return fail('outside the project: a demo must be a file of the site or its repository');
    }
    const id = demoId(page.routePath, entryFile, typeof rest.id === 'string' ? rest.id : undefined);
    demos.push({ id, entryFile, attrs: rest, tag });
    const title = typeof rest.title === 'string' ? rest.title : undefined;
    const description = typeof rest.description === 'string' ? rest.description : undefined;
    const previewer = jsxFlowElement('Previewer', { id, title, description });
    previewer.position = node.position;
    parent.children.splice(index, 1, previewer as never);
    return undefined;
  });
  return demos;
}
