import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { remarkGfm } from './remarkGfm.ts';

const processor = unified().use(remarkParse).use(remarkGfm).use(remarkStringify);

/** The links of a Markdown text, as `text -> url`. */
function linksOf(markdown: string): string[] {
  const links: string[] = [];
  const visit = (node: { type: string; url?: string; children?: unknown[] }) => {
    if (node.type === 'link') {
      const [text] = node.children as { value: string }[];
      links.push(`${text?.value} -> ${node.url}`);
    }
    for (const child of node.children ?? []) visit(child as typeof node);
  };
  visit(processor.parse(markdown));
  return links;
}

describe('remarkGfm', () => {
  it('links bare URLs and e-mail addresses in text, whatever their case', () => {
    expect(
      linksOf('See https://example.com/a, WWW.Example.org and mail team@example.com today.'),
    ).toEqual([
      'https://example.com/a -> https://example.com/a',
      'WWW.Example.org -> http://WWW.Example.org',
      'team@example.com -> mailto:team@example.com',
    ]);
  });

  it('finds a bare link deep in a list, a table or emphasis', () => {
    const markdown = ['- *see www.example.com*', '', '| a |', '| - |', '| x@example.com |'];
    expect(linksOf(markdown.join('\n'))).toEqual([
      'www.example.com -> http://www.example.com',
      'x@example.com -> mailto:x@example.com',
    ]);
  });

  it('links nothing in code, in a link already, or in text without a sign of one', () => {
    expect(
      linksOf('Install `@scope/pkg` from [the site](https://example.com), version 1.2.'),
    ).toEqual(['the site -> https://example.com']);
  });

  it('parses and writes the rest of GFM: tables, strikethrough and task lists', () => {
    const markdown = '| a | b     |\n| - | ----- |\n| 1 | ~~2~~ |\n\n* [x] done\n';
    const tree = processor.parse(markdown);
    expect(tree.children.map((node) => node.type)).toEqual(['table', 'list']);
    expect(processor.stringify(tree)).toBe(markdown);
  });
});
