import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import { remarkGfm } from './remarkGfm.ts';

/**
 * The syntax every page and embedded file is written in, besides MDX itself: GFM, frontmatter and
 * `:::` containers. Both the page compiler and the parser of embedded files read this one list, so
 * a file parses the same wherever it is used. remark-mdx is not on it: @mdx-js/mdx's compile adds
 * it for `format: 'mdx'`, and parseMarkdown adds it before these.
 */
export const syntaxPlugins = [remarkFrontmatter, remarkGfm, remarkDirective] as const;
