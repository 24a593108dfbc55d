import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { Root, RootContent } from 'mdast';
import { visit, SKIP } from 'unist-util-visit';
import { BuildError } from '../../shared/BuildError.ts';
import { jsxAttributes, type JsxElement } from './mdxNodes.ts';
import { parseMarkdown } from './parseMarkdown.ts';

export interface EmbedOptions {
  /** Absolute path of the file being processed. */
  file: string;
  /** Turns an absolute path into the form errors show (relative to the project). */
  display: (file: string) => string;
  /** Receives every file embedded, for watching. */
  onEmbed?: (file: string) => void;
}

/** Tags whose `src` is a path: it must keep pointing at the same file once embedded elsewhere. */
const PATH_TAGS = new Set(['code', 'embed']);

/**
 * Replaces `<embed src="other.md"></embed>` with the content of that file (its frontmatter
 * dropped), recursively. Paths in the embedded file's `<code src>` and `<embed src>` are made
 * absolute so they resolve from the file they were written in.
 */
export function expandEmbeds(tree: Root, options: EmbedOptions, chain: string[] = []): void {
  visit(tree, (node, index, parent) => {
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return undefined;
    if (node.name !== 'embed' || !parent || index === undefined) return undefined;
    const line = node.position?.start.line;
    const src = jsxAttributes(node).src;
    if (typeof src !== 'string') {
      throw new BuildError(
        'EMBED',
        options.display(options.file),
        '<embed> needs a src attribute',
        line,
      );
    }
    const target = path.resolve(path.dirname(options.file), src);
    if (!existsSync(target)) {
      throw new BuildError(
        'EMBED',
        options.display(options.file),
        `<embed src="${src}"> — file not found`,
        line,
      );
    }
    if (chain.includes(target) || target === options.file) {
      throw new BuildError(
        'EMBED',
        options.display(options.file),
        `<embed src="${src}"> — embeds itself`,
        line,
      );
    }
    options.onEmbed?.(target);
    const embedded = parseMarkdown(readFileSync(target, 'utf8'), target, options.display(target));
    absolutisePaths(embedded, target);
    expandEmbeds(embedded, { ...options, file: target }, [...chain, options.file]);
    const content = embedded.children.filter((child) => child.type !== 'yaml');
    parent.children.splice(index, 1, ...(content as RootContent[] as typeof parent.children));
    return [SKIP, index + content.length];
  });
}

function absolutisePaths(tree: Root, file: string): void {
  visit(tree, (node) => {
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    const element = node as JsxElement;
    if (!element.name || !PATH_TAGS.has(element.name)) return;
    for (const attr of element.attributes) {
      if (
        attr.type === 'mdxJsxAttribute' &&
        attr.name === 'src' &&
        typeof attr.value === 'string'
      ) {
        attr.value = path.resolve(path.dirname(file), attr.value);
      }
    }
  });
}
