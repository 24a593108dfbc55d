import type { Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { extractSearchTexts } from '../extractSearchTexts.ts';
import { collectApiTables } from './collectApiTables.ts';

function parse(markdown: string): Root {
  return unified().use(remarkParse).use(remarkMdx).use(remarkDirective).parse(markdown);
}

describe('collectApiTables', () => {
  it('finds each <API> with its id and the heading it follows, in document order', () => {
    const tree = parse(
      [
        '<API id="Top"></API>',
        '',
        '# Drawer',
        '',
        ':::info',
        '## Nested heading',
        ':::',
        '',
        '## API',
        '',
        '<API id="Drawer"></API>',
        '',
        '<API id="Panel" />',
      ].join('\n'),
    );
    expect(collectApiTables(tree)).toEqual([
      { id: 'Top' },
      { id: 'Drawer', tocIndex: 2 },
      { id: 'Panel', tocIndex: 2 },
    ]);
  });

  it('counts headings as the search texts do, so a table and the text after it agree', () => {
    const tree = parse(
      [
        '# Title',
        '',
        '> ## Quoted',
        '',
        '## API',
        '',
        '<API id="Drawer"></API>',
        '',
        'After.',
      ].join('\n'),
    );
    const after = extractSearchTexts(tree).find((text) => text.value === 'After.');
    expect(collectApiTables(tree)).toEqual([{ id: 'Drawer', tocIndex: after?.tocIndex }]);
  });

  it('leaves out a table without a literal id, which shows no props', () => {
    expect(
      collectApiTables(parse('<API></API>\n\n<API id={name}></API>\n\n<APIX id="A" />')),
    ).toEqual([]);
  });
});
