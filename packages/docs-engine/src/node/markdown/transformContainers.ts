import type { Root, Text } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { toString } from 'mdast-util-to-string';
import { BuildError } from '../../shared/BuildError.ts';
import { jsxFlowElement } from './mdxNodes.ts';
import { walkTree } from './walkTree.ts';

export const CONTAINER_TYPES = ['info', 'warning', 'success', 'error'] as const;

/**
 * `:::info Title` … `:::` becomes `<Container type="info" title="Title">`. The colon syntax also
 * makes `:name` in prose a directive; those are put back as the text the author wrote.
 */
export function transformContainers(tree: Root, displayFile: string): void {
  walkTree(tree, (node, index, parent) => {
    if (!parent || index === undefined) return;
    if (node.type === 'textDirective' || node.type === 'leafDirective') {
      const colons = node.type === 'textDirective' ? ':' : '::';
      const label = node.children.length ? `[${toString(node)}]` : '';
      const text: Text = { type: 'text', value: `${colons}${node.name}${label}` };
      parent.children.splice(index, 1, text as never);
      return;
    }
    if (node.type !== 'containerDirective') return;
    const directive = node as ContainerDirective;
    if (!(CONTAINER_TYPES as readonly string[]).includes(directive.name)) {
      throw new BuildError(
        'CONTAINER',
        displayFile,
        `unknown container ":::${directive.name}"; use one of ${CONTAINER_TYPES.map((t) => `:::${t}`).join(', ')}`,
        directive.position?.start.line,
      );
    }
    // The label is `:::info[Title]` or `:::info Title` (remark-directive keeps the latter as the
    // first paragraph's text only with brackets, so support both).
    const [first, ...rest] = directive.children;
    const labelled = first?.type === 'paragraph' && first.data?.directiveLabel;
    const title = labelled ? toString(first) : (directive.attributes?.title ?? undefined);
    const container = jsxFlowElement(
      'Container',
      { type: directive.name, title },
      (labelled ? rest : directive.children) as never,
    );
    container.position = directive.position;
    parent.children.splice(index, 1, container as never);
  });
}
