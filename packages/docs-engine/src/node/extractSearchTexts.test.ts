import type { Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { extractSearchTexts } from './extractSearchTexts.ts';
import { remarkGfm } from './markdown/remarkGfm.ts';

function parse(markdown: string): Root {
  return unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkGfm)
    .use(remarkFrontmatter)
    .use(remarkDirective)
    .parse(markdown);
}

describe('extractSearchTexts', () => {
  it('gives each paragraph its own id and the index of the heading it follows', () => {
    const tree = parse(
      [
        'Lead text.',
        '',
        '# Title',
        '',
        'First *para*.',
        '',
        '## Usage',
        '',
        'Second',
        'line.',
      ].join('\n'),
    );
    expect(extractSearchTexts(tree)).toEqual([
      { value: 'Lead text.', paraId: 0 },
      { value: 'First para.', paraId: 1, tocIndex: 0 },
      { value: 'Second line.', paraId: 2, tocIndex: 1 },
    ]);
  });

  it('does not treat heading text as a paragraph', () => {
    expect(extractSearchTexts(parse('# Only a heading\n\n### And another'))).toEqual([]);
  });

  it('counts a list, a table, a code block and a blockquote as one paragraph each', () => {
    const tree = parse(
      [
        '## API',
        '',
        '- open: `boolean`',
        '- placement',
        '',
        '| Name | Type |',
        '| ---- | ---- |',
        '| open | boolean |',
        '',
        '```tsx',
        'const a = 1;',
        '<Drawer open />',
        '```',
        '',
        '> Quoted **text**',
        '> continues',
      ].join('\n'),
    );
    expect(extractSearchTexts(tree)).toEqual([
      { value: 'open: boolean placement', paraId: 0, tocIndex: 0 },
      { value: 'Name Type open boolean', paraId: 1, tocIndex: 0 },
      { value: 'const a = 1; <Drawer open />', paraId: 2, tocIndex: 0 },
      { value: 'Quoted text continues', paraId: 3, tocIndex: 0 },
    ]);
  });

  it('gives each paragraph of a container directive its own id', () => {
    const tree = parse([':::warning', 'First.', '', 'Second.', ':::'].join('\n'));
    expect(extractSearchTexts(tree)).toEqual([
      { value: 'First.', paraId: 0 },
      { value: 'Second.', paraId: 1 },
    ]);
  });

  it('ignores frontmatter, imports, expressions and JSX components', () => {
    const tree = parse(
      [
        '---',
        'title: Hidden',
        '---',
        '',
        "import X from './x';",
        '',
        '<code src="./demos/base.tsx"></code>',
        '',
        '<API id="Drawer"></API>',
        '',
        '{1 + 1}',
        '',
        'Visible {"expression"} text with <Badge>inline</Badge> JSX.',
      ].join('\n'),
    );
    expect(extractSearchTexts(tree)).toEqual([
      { value: 'Visible text with inline JSX.', paraId: 0 },
    ]);
  });

  it('reads the Markdown inside a JSX element, as in the <Container> a container becomes', () => {
    const tree = parse(
      [
        '<Container type="info" title="Note">',
        '',
        'Inside *one*.',
        '',
        'Inside two.',
        '',
        '</Container>',
      ].join('\n'),
    );
    expect(extractSearchTexts(tree)).toEqual([
      { value: 'Inside one.', paraId: 0 },
      { value: 'Inside two.', paraId: 1 },
    ]);
  });

  it('keeps counting headings inside other blocks so later indices match the TOC', () => {
    const tree = parse(
      ['# One', '', '> ## Two, quoted', '', '## Three', '', 'After three.'].join('\n'),
    );
    expect(extractSearchTexts(tree)).toEqual([{ value: 'After three.', paraId: 0, tocIndex: 2 }]);
  });

  it('keeps CJK text as it is', () => {
    expect(extractSearchTexts(parse('## 安装\n\n使用 npm 安装抽屉组件。'))).toEqual([
      { value: '使用 npm 安装抽屉组件。', paraId: 0, tocIndex: 0 },
    ]);
  });
});
