import type { Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import GithubSlugger from 'github-slugger';
import type { TocEntry } from '../../shared/types.ts';
import { takeOwnId } from './headingIds.ts';
import { walkTree } from './walkTree.ts';

/**
 * Gives every heading a unique, stable id and returns the TOC: one entry per heading, in document
 * order. The id is the author's own, `## Install {#install}` (kept the same in every translation),
 * else GitHub's slug of the title: what readers already link to.
 */
export function transformHeadings(tree: Root): TocEntry[] {
  const slugger = new GithubSlugger();
  const toc: TocEntry[] = [];
  walkTree(tree, (node) => {
    if (node.type !== 'heading') return;
    const own = takeOwnId(node);
    const title = toString(node).trim();
    const id =
      (own === undefined ? slugger.slug(title) : slugger.slug(own, true)) ||
      `section-${toc.length + 1}`;
    node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } };
    toc.push({ id, depth: node.depth, title });
  });
  return toc;
}
