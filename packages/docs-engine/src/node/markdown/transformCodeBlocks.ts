import type { Code, Root } from 'mdast';
import { BuildError } from '../../shared/BuildError.ts';
import { highlightCode } from '../highlightCode.ts';
import { markHighlightedLines } from './markHighlightedLines.ts';
import { jsxFlowElement } from './mdxNodes.ts';
import { CodeMetaError, parseCodeMeta, type CodeMeta } from './parseCodeMeta.ts';
import { walkTree } from './walkTree.ts';

/** The fence's title and lines; lines it cannot read fail the build at the fence's line. */
function metaOf(node: Code, displayFile: string): CodeMeta {
  try {
    return parseCodeMeta(node.meta);
  } catch (error) {
    if (!(error instanceof CodeMetaError)) throw error;
    const fence = `\`\`\`${[node.lang, node.meta].filter(Boolean).join(' ')}`;
    throw new BuildError(
      'CODE_FENCE',
      displayFile,
      `${fence} — ${error.message}`,
      node.position?.start.line,
    );
  }
}

/**
 * Fenced code becomes `<SourceCode lang code html title>`, highlighted now so no highlighter
 * ships; the lines the meta names (`{2,4-5}`) are marked in the HTML.
 */
export async function transformCodeBlocks(tree: Root, displayFile: string): Promise<void> {
  const blocks: {
    node: Code;
    meta: CodeMeta;
    index: number;
    parent: { children: unknown[] };
  }[] = [];
  walkTree(tree, (node, index, parent) => {
    if (node.type === 'code' && parent && index !== undefined)
      blocks.push({ node, meta: metaOf(node, displayFile), index, parent });
  });
  const htmls = await Promise.all(
    blocks.map(async ({ node, meta }) =>
      markHighlightedLines(await highlightCode(node.value, node.lang ?? 'text'), meta.lines),
    ),
  );
  blocks.forEach(({ node, meta, index, parent }, i) => {
    const element = jsxFlowElement('SourceCode', {
      lang: node.lang ?? 'text',
      code: node.value,
      html: htmls[i],
      title: meta.title,
    });
    element.position = node.position;
    parent.children[index] = element;
  });
}
