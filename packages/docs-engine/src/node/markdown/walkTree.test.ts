import type { Nodes, Parents, Root } from 'mdast';
import { SKIP, visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { parseMarkdown } from './parseMarkdown.ts';
import { walkTree, type TreeVisitor } from './walkTree.ts';

const SOURCE = `# Title

Text with *emphasis*, \`code\` and a [link](/a).

- one
- two **bold**

> quoted
> paragraph

\`\`\`js
const a = 1;
\`\`\`

<Note>inside *a* component</Note>
`;

const parse = (): Root => parseMarkdown(SOURCE, 'page.md', 'page.md');

/** Runs a visitor, logging what it is shown, through unist-util-visit and through walkTree. */
function both(visitor: (log: string[]) => TreeVisitor) {
  const run = (walker: (tree: Root, visit: TreeVisitor) => void) => {
    const tree = parse();
    const log: string[] = [];
    walker(tree, visitor(log));
    return { tree, log };
  };
  return {
    theirs: run((tree, visitor) => visit(tree, visitor as Parameters<typeof visit>[1])),
    ours: run(walkTree),
  };
}

const shown = (log: string[], node: Nodes, index: number | undefined, parent?: Parents) =>
  log.push(`${node.type}@${index ?? '-'} in ${parent?.type ?? '-'}`);

describe('walkTree', () => {
  it('visits the nodes unist-util-visit visits, in its order, with their index and parent', () => {
    const { theirs, ours } = both((log) => (node, index, parent) => {
      shown(log, node, index, parent);
    });
    expect(ours.log).toEqual(theirs.log);
    expect(ours.log.length).toBeGreaterThan(20);
  });

  it('goes on as it does when a visitor removes a node and returns its index', () => {
    const { theirs, ours } = both((log) => (node, index, parent) => {
      shown(log, node, index, parent);
      if (node.type === 'emphasis' || node.type === 'inlineCode' || node.type === 'listItem') {
        parent?.children.splice(index ?? 0, 1);
        return index;
      }
      return undefined;
    });
    expect(ours.log).toEqual(theirs.log);
    expect(ours.tree).toEqual(theirs.tree);
  });

  it('skips children, and goes on from an index, as it does', () => {
    const { theirs, ours } = both((log) => (node, index, parent) => {
      shown(log, node, index, parent);
      if (node.type === 'blockquote') return SKIP;
      if (node.type === 'code' && parent && index !== undefined) {
        const copies = [{ type: 'thematicBreak' }, { type: 'thematicBreak' }] as never[];
        parent.children.splice(index, 1, ...copies);
        return [SKIP, index + copies.length];
      }
      return undefined;
    });
    expect(ours.log).toEqual(theirs.log);
    expect(ours.tree).toEqual(theirs.tree);
    expect(ours.log.some((line) => line.startsWith('paragraph@0 in blockquote'))).toBe(false);
  });
});
