import type { Root } from 'mdast';
import { describe, expect, it, vi } from 'vitest';
import { parseDocument } from 'yaml';
import type * as Yaml from 'yaml';
import { readFrontmatter, readFrontmatterText } from './readFrontmatter.ts';
import { readSimpleFrontmatter } from './simpleFrontmatter.ts';

vi.mock('yaml', async (importOriginal) => {
  const yaml = await importOriginal<typeof Yaml>();
  return { ...yaml, parseDocument: vi.fn(yaml.parseDocument) };
});

const asYaml = (text: string) => readFrontmatterText(text, 2, 'page.md');

describe('plain frontmatter read without the YAML parser', () => {
  it('reads what the YAML parser reads, for plain keys and values', () => {
    const plain = [
      'title: Bottom drawer xentritri 0\nnav:\n  title: Guide\ngroup:\n  title: For\norder: 0',
      'title: Getting started\norder: -3\nsidebar: false',
      "title: Don't panic, it's fine (really)!\ndescription: A/B tests + more?",
      'nav: Guide\ngroup:\n  title: Basics\n  order: 2',
      'title: Windows lines\r\norder: 1',
    ];
    for (const text of plain) {
      const read = readSimpleFrontmatter(text);
      expect(read, text).toBeDefined();
      expect(read, text).toEqual(asYaml(text));
    }
  });

  it('leaves to the YAML parser anything else, which it reads or reports as always', () => {
    const other = [
      '',
      'title: "Quoted"',
      'title: Trailing space ',
      'title: a # comment',
      'title: Yes',
      'title: 123',
      'order: 1.5',
      'order: 007',
      'nav:',
      'title: A\ntitle: B',
      'hero:\n  title: Big',
      'author: Jane',
      'title: x: y',
      'nav:\n    title: Deep',
      'title: A\n\norder: 1',
      'title: [a, b]',
      'title: *anchor',
    ];
    for (const text of other) expect(readSimpleFrontmatter(text), text).toBeUndefined();
  });
});

describe("a compiled page's frontmatter", () => {
  const pageWith = (yaml: string): Root => ({
    type: 'root',
    children: [{ type: 'yaml', value: yaml }],
  });

  it('is read without the YAML parser when plain, and by it otherwise', () => {
    vi.mocked(parseDocument).mockClear();
    expect(readFrontmatter(pageWith('title: Guide\norder: 2'), 'page.md')).toEqual({
      title: 'Guide',
      order: 2,
    });
    expect(parseDocument).not.toHaveBeenCalled();
    expect(readFrontmatter(pageWith('hero:\n  title: Big'), 'page.md')).toEqual({
      hero: { title: 'Big' },
    });
    expect(parseDocument).toHaveBeenCalledTimes(1);
  });
});
