import type { Code, Root } from 'mdast';
import { highlightCode } from '../highlightCode.ts';
import { jsxFlowElement } from './mdxNodes.ts';
import { walkTree } from './walkTree.ts';

/** Fenced code becomes `<SourceCode lang code html>`, highlighted now so no highlighter ships. */
export async function transformCodeBlocks(tree: Root): Promise<void> {
  const blocks: { node: Code; index: number; parent: { children: unknown[] } }[] = [];
  walkTree(tree, (node, index, parent) => {
    if (node.type === 'code' && parent && index !== undefined) blocks.push({ node, index, parent });
  });
  const htmls = await Promise.all(
    blocks.map(({ node }) => highlightCode(node.value, node.lang ?? 'text')),
  );
  blocks.forEach(({ node, index, parent }, i) => {
    const element = jsxFlowElement('SourceCode', {
      lang: node.lang ?? 'text',
      code: node.value,
      html: htmls[i],
    });
    element.position = node.position;
    parent.children[index] = element;
  });
}
