import type { Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { toBuildError } from './toBuildError.ts';

/** The syntax every page and embedded file is written in: MDX 3, GFM, frontmatter, containers. */
export const syntaxPlugins = [remarkMdx, remarkFrontmatter, remarkGfm, remarkDirective] as const;

const parser = unified().use(remarkParse);
for (const plugin of syntaxPlugins) parser.use(plugin);

/** Parses Markdown source; a syntax error fails with `file:line: reason`. */
export function parseMarkdown(source: string, file: string, displayFile: string): Root {
  try {
    return parser.parse(new VFile({ value: source, path: file }));
  } catch (error) {
    throw toBuildError(error, displayFile);
  }
}
