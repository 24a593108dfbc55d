import type { Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import GithubSlugger from 'github-slugger';
import type { TocEntry } from '../../shared/types.ts';
import { walkTree } from './walkTree.ts';

/**
 * Gives every heading a unique, stable id (GitHub's slugs: what readers already link to) and
 * returns the TOC: one entry per heading, in document order.
 */
export function transformHeadings(tree: Root): TocEntry[] {
  const slugger = new GithubSlugger();
  const toc: TocEntry[] = [];
  walkTree(tree, (node) => {
    if (node.type !== 'heading') return;
    const title = toString(node).trim();
    const id = slugger.slug(title) || `section-${toc.length + 1}`;
    node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } };
    toc.push({ id, depth: node.depth, title });
  });
  return toc;
}
