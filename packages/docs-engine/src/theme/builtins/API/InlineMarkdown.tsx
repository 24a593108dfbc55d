import { Fragment } from 'react';
import { type InlineNode, parseInlineMarkdown } from '../../../shared/parseInlineMarkdown.ts';

/** A JSDoc text with its inline Markdown rendered, never as raw HTML. */
export default function InlineMarkdown({ text }: { text: string }) {
  return <InlineNodes nodes={parseInlineMarkdown(text)} />;
}

function InlineNodes({ nodes }: { nodes: InlineNode[] }) {
  return nodes.map((node, index) => <Fragment key={index}>{renderNode(node)}</Fragment>);
}

function renderNode(node: InlineNode) {
  switch (node.kind) {
    case 'text':
      return node.text;
    case 'code':
      return <code>{node.text}</code>;
    case 'strong':
      return (
        <strong>
          <InlineNodes nodes={node.children} />
        </strong>
      );
    case 'em':
      return (
        <em>
          <InlineNodes nodes={node.children} />
        </em>
      );
    case 'link':
      return (
        <a href={node.href}>
          <InlineNodes nodes={node.children} />
        </a>
      );
  }
}
