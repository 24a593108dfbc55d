import type { Root } from 'mdast';
import { walkTree } from './walkTree.ts';

/** Names of the capitalised JSX components a page uses: `<API>`, `<Previewer>`, `<Container>`… */
export function collectComponents(tree: Root): Set<string> {
  const names = new Set<string>();
  walkTree(tree, (node) => {
    if (
      (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
      node.name &&
      /^[A-Z]/.test(node.name)
    ) {
      names.add(node.name);
    }
  });
  return names;
}
