import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { extractSearchTexts } from '../extractSearchTexts.ts';
import { collectApiTables } from './collectApiTables.ts';
import { parseMarkdown } from './parseMarkdown.ts';
import { expandEmbeds } from './remarkEmbed.ts';

function parse(markdown: string): Root {
  return unified().use(remarkParse).use(remarkMdx).use(remarkDirective).parse(markdown);
}

const display = (file: string) => path.relative(process.cwd(), file);
const collect = (tree: Root) => collectApiTables(tree, 'docs/index.md', display);

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
    expect(collect(tree)).toEqual([
      { id: 'Top', file: 'docs/index.md', line: 1 },
      { id: 'Drawer', tocIndex: 2, file: 'docs/index.md', line: 11 },
      { id: 'Panel', tocIndex: 2, file: 'docs/index.md', line: 13 },
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
    expect(collect(tree)).toEqual([
      { id: 'Drawer', tocIndex: after?.tocIndex, file: 'docs/index.md', line: 7 },
    ]);
  });

  it('keeps a table without an id, which names no component, with an empty one', () => {
    expect(collect(parse('# A\n\n<API></API>\n\n<API id />\n\n<APIX id="A" />'))).toEqual([
      { id: '', tocIndex: 0, file: 'docs/index.md', line: 3 },
      { id: '', tocIndex: 0, file: 'docs/index.md', line: 5 },
    ]);
  });

  it('leaves out a table whose id is code, known only when it renders', () => {
    expect(collect(parse('<API id={name}></API>\n\n<API {...props} />'))).toEqual([]);
  });

  it('names the embedded file a table was written in, and its line there', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'apiwarn-'));
    try {
      const page = path.join(folder, 'index.md');
      writeFileSync(page, '# Page\n\n<embed src="./part.md"></embed>\n');
      writeFileSync(path.join(folder, 'part.md'), 'Props:\n\n<API id="Nope"></API>\n');
      const tree = parseMarkdown('# Page\n\n<embed src="./part.md"></embed>\n', page, 'index.md');
      expandEmbeds(tree, { file: page, display, allowedRoots: [folder] });
      expect(collectApiTables(tree, display(page), display)).toEqual([
        { id: 'Nope', tocIndex: 0, file: display(path.join(folder, 'part.md')), line: 3 },
      ]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
