import type { Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { jsxAttributes } from './mdxNodes.ts';
import { BuildError } from '../../shared/BuildError.ts';
import { transformCodeBlocks } from './transformCodeBlocks.ts';

async function transformed(markdown: string): Promise<Record<string, string | true>[]> {
  const tree = unified().use(remarkParse).parse(markdown) as Root;
  await transformCodeBlocks(tree, 'docs/a.md');
  return tree.children
    .filter((node): node is MdxJsxFlowElement => node.type === 'mdxJsxFlowElement')
    .map(jsxAttributes);
}

const highlightedText = (html: string | true | undefined): string[] =>
  String(html)
    .split('<span class="line highlighted">')
    .slice(1)
    .map((rest) => rest.split('\n')[0]?.replace(/<[^>]+>/g, '') ?? '');

describe('transformCodeBlocks', () => {
  it('passes the title and highlights the lines, in either order', async () => {
    const code = 'const a = 1;\nconst b = 2;\nconst c = 3;\nconst d = 4;\nconst e = 5;';
    const [first, second] = await transformed(
      `\`\`\`ts title="a.ts" {2,4-5}\n${code}\n\`\`\`\n\n\`\`\`ts {1} live title='b.ts'\n${code}\n\`\`\`\n`,
    );
    expect(first).toMatchObject({ lang: 'ts', code, title: 'a.ts' });
    expect(highlightedText(first?.html)).toEqual(['const b = 2;', 'const d = 4;', 'const e = 5;']);
    expect(second).toMatchObject({ title: 'b.ts' });
    expect(highlightedText(second?.html)).toEqual(['const a = 1;']);
  });

  it('adds no title and highlights nothing without meta', async () => {
    const [block] = await transformed('```js\na()\n```\n');
    expect(block?.title).toBeUndefined();
    expect(highlightedText(block?.html)).toEqual([]);
  });

  it('fails on lines it cannot read, with the fence and its line', async () => {
    const failure = transformed('# A\n\ntext\n\n```ts {a-b}\nx\n```\n');
    await expect(failure).rejects.toBeInstanceOf(BuildError);
    await expect(failure).rejects.toMatchObject({
      code: 'CODE_FENCE',
      file: 'docs/a.md',
      line: 5,
      reason: '```ts {a-b} — {a-b}: "a-b" is not a line or range of lines; write them like {2,4-5}',
    });
  });
});
