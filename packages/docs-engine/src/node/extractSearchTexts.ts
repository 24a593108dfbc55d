import type { Root } from 'mdast';
import type { SearchText } from '../shared/types.ts';

/**
 * The shape of any node of the tree, whatever the syntax extensions (MDX, directives, GFM,
 * frontmatter) that made it: nodes are told apart by `type` alone.
 */
interface AnyNode {
  type: string;
  value?: unknown;
  children?: AnyNode[];
}

/** Blocks that are one search paragraph each: their whole text is found, and shown, together. */
const PARAGRAPH_BLOCKS = new Set([
  'paragraph',
  'list',
  'table',
  'code',
  'blockquote',
  'leafDirective',
]);
/**
 * Blocks whose children are searched one by one, as if they stood at the top level. JSX elements
 * are among them: the Markdown written inside one (a `<Container>`, which `:::info` becomes) is
 * shown, while a component without children (`<code src>`, `<API>`, a previewer) adds nothing.
 */
const TRANSPARENT_BLOCKS = new Set([
  'containerDirective',
  'footnoteDefinition',
  'mdxJsxFlowElement',
]);
/** Nodes with no readable text: code, metadata, or what a component renders at run time. */
const SILENT_NODES = new Set([
  'yaml',
  'toml',
  'html',
  'mdxjsEsm',
  'mdxFlowExpression',
  'mdxTextExpression',
  'image',
  'imageReference',
  'footnoteReference',
  'definition',
  'thematicBreak',
]);
/** Nodes whose children are blocks or cells, so their texts need a space between them. */
const SPACED_PARENTS = new Set(['list', 'listItem', 'table', 'tableRow', 'blockquote']);

/**
 * The texts of a page that search looks into: each paragraph-like block in document order with
 * its own `paraId`, and the index of the heading it follows as `tocIndex`. Headings are counted
 * wherever they sit, as the TOC lists every heading node, but their text is not a paragraph:
 * search finds it through the TOC.
 */
export function extractSearchTexts(tree: Root): SearchText[] {
  const texts: SearchText[] = [];
  let headings = 0;

  const visitBlock = (node: AnyNode): void => {
    if (node.type === 'heading') {
      headings += 1;
    } else if (PARAGRAPH_BLOCKS.has(node.type)) {
      const value = collapse(textOf(node));
      if (value)
        texts.push({
          value,
          paraId: texts.length,
          ...(headings > 0 ? { tocIndex: headings - 1 } : {}),
        });
      headings += countHeadings(node);
    } else if (TRANSPARENT_BLOCKS.has(node.type)) {
      node.children?.forEach(visitBlock);
    } else {
      // Nothing to read, but a heading nested anywhere is still in the TOC.
      headings += countHeadings(node);
    }
  };
  (tree as AnyNode).children?.forEach(visitBlock);
  return texts;
}

function textOf(node: AnyNode): string {
  if (node.type === 'heading' || SILENT_NODES.has(node.type)) return '';
  if (node.type === 'break') return ' ';
  if (typeof node.value === 'string') return node.value;
  const parts = node.children?.map(textOf) ?? [];
  return parts.join(SPACED_PARENTS.has(node.type) ? ' ' : '');
}

function countHeadings(node: AnyNode): number {
  let count = 0;
  for (const child of node.children ?? [])
    count += (child.type === 'heading' ? 1 : 0) + countHeadings(child);
  return count;
}

/** Search results show one line, and a match must not depend on how the source wrapped it. */
function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
