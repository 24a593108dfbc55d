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

/** A file's Markdown tree as parsed, with the text it was parsed from: its offsets are in it. */
export interface ParsedMarkdown {
  tree: Root;
  text: string;
}

/** Parses Markdown source; a syntax error fails with `file:line: reason`. */
export function parseMarkdown(source: string, file: string, displayFile: string): Root {
  return parseMarkdownText(source, file, displayFile).tree;
}

/** `parseMarkdown`, with the text the tree was parsed from (its headings' ids escaped). */
export function parseMarkdownText(
  source: string,
  file: string,
  displayFile: string,
): ParsedMarkdown {
  const text = escapeHeadingIds(source);
  try {
    return { tree: parser.parse(new VFile({ value: text, path: file })), text };
  } catch (error) {
    throw toBuildError(error, displayFile);
  }
}
