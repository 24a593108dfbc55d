import type { Root } from 'mdast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { escapeHeadingIds } from './headingIds.ts';
import { syntaxPlugins } from './syntaxPlugins.ts';
import { toBuildError } from './toBuildError.ts';

// The same parser as compilePage's: remark-parse and remark-mdx, as @mdx-js/mdx sets them up.
const parser = unified().use(remarkParse).use(remarkMdx);
for (const plugin of syntaxPlugins) parser.use(plugin);

/** Parses Markdown source; a syntax error fails with `file:line: reason`. */
export function parseMarkdown(source: string, file: string, displayFile: string): Root {
  try {
    return parser.parse(new VFile({ value: escapeHeadingIds(source), path: file }));
  } catch (error) {
    throw toBuildError(error, displayFile);
  }
}
