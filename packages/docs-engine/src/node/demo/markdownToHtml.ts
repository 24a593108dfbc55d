import { toHtml } from 'hast-util-to-html';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { remarkGfm } from '../markdown/remarkGfm.ts';

const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype);

/** Renders a short Markdown text (a demo description) to HTML; raw HTML in it is dropped. */
export function markdownToHtml(markdown: string): string {
  return toHtml(processor.runSync(processor.parse(markdown)));
}
