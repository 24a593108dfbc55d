import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { enUS, type TextKey } from '../../client/locales/en-US.ts';
import { zhCN } from '../../client/locales/zh-CN.ts';
import type { Locale } from '../../shared/types.ts';
import { pageMarkdown, type MarkdownContext } from './pageMarkdown.ts';

function files(entries: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'markdown-'));
  for (const [name, content] of Object.entries(entries)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), content);
  }
  return root;
}

const en: Locale = { id: 'en-US', name: 'English', base: '/' };
const zh: Locale = { id: 'zh-CN', name: '中文', base: '/zh-CN' };

const root = files({
  'docs/demo/base.md': [
    '---',
    'title: Base',
    'order: 1',
    '---',
    '',
    'Open it with `open`. See [placement](/demo/placement) and [usage](#usage).',
    '',
    '<code src="./demos/base.tsx" title="Toggle" description="A drawer on the **right**."></code>',
    '',
    '## API',
    '',
    '<API id="Drawer"></API>',
    '',
    '<embed src="../shared.md"></embed>',
    '',
  ].join('\n'),
  'docs/demo/demos/base.tsx':
    "import { label } from './label';\nexport default function Base() {\n  return <button>{label}</button>;\n}\n",
  'docs/demo/demos/label.ts': "export const label = 'Open';\n",
  'docs/shared.md': '---\ntitle: Shared\n---\n\n:::info[Note]\nEmbedded text.\n:::\n',
});

const context = (locale: Locale, texts: Record<TextKey, string> = enUS): MarkdownContext => ({
  url: (routePath) => `https://example.com${routePath}`,
  locales: [en, zh],
  locale,
  texts,
  api: () => ({
    Drawer: {
      props: [
        {
          name: 'open',
          type: 'boolean',
          default: 'false',
          required: false,
          description: 'Whether it is `open`.',
        },
        { name: 'placement', type: "'left' | 'right'", required: true },
      ],
    },
  }),
  display: (file) => path.relative(root, file),
  allowedRoots: [root],
});

const page = {
  file: path.join(root, 'docs/demo/base.md'),
  displayFile: 'docs/demo/base.md',
  title: 'Base',
  path: '/demo/base',
};

describe('a page as Markdown', () => {
  it('reduces the frontmatter to a title line and makes links absolute', async () => {
    const markdown = await pageMarkdown(page, context(en));
    expect(markdown.startsWith('# Base\n\nOpen it with `open`.')).toBe(true);
    expect(markdown).not.toContain('order: 1');
    expect(markdown).toContain('[placement](https://example.com/demo/placement)');
    expect(markdown).toContain('[usage](https://example.com/demo/base#usage)');
  });

  it('replaces a demo with its title, description and every local file, fenced', async () => {
    const markdown = await pageMarkdown(page, context(en));
    expect(markdown).toContain(
      '**Toggle**\n\nA drawer on the **right**.\n\n```tsx title="base.tsx"\n',
    );
    expect(markdown).toContain('return <button>{label}</button>;\n}\n```');
    expect(markdown).toContain('```ts title="label.ts"\nexport const label = \'Open\';\n```');
    expect(markdown).not.toContain('<code');
  });

  it("replaces <API> with a table of the props, titled in the reader's language", async () => {
    const markdown = await pageMarkdown(page, context(en));
    expect(markdown).toMatch(/\| Name +\| Description +\| Type +\| Default +\|/);
    expect(markdown).toMatch(/\| `open` +\| Whether it is `open`\. \| `boolean` +\| `false` +\|/);
    expect(markdown).toMatch(/\| `placement` \| -- +\| `'left' \\\| 'right'` \| \(required\) \|/);
    const chinese = await pageMarkdown({ ...page, path: '/zh-CN/demo/base' }, context(zh, zhCN));
    expect(chinese).toMatch(/\| 属性名 +\| 描述 +\| 类型 +\| 默认值 +\|/);
  });

  it('expands embeds, their containers as quotes', async () => {
    const markdown = await pageMarkdown(page, context(en));
    expect(markdown).toContain('> **Note**\n>\n> Embedded text.');
    expect(markdown).not.toContain('title: Shared');
  });

  it("keeps links in the reader's locale", async () => {
    const markdown = await pageMarkdown({ ...page, path: '/zh-CN/demo/base' }, context(zh, zhCN));
    expect(markdown).toContain('[placement](https://example.com/zh-CN/demo/placement)');
  });

  it('keeps the blocks the transforms leave as they were as written, and writes the rest', async () => {
    // Not as remark would write them: its bullets are `-`, its emphasis `*`, its tables padded.
    const asWritten = [
      '# Notes',
      '',
      '* _one_',
      '* two',
      '',
      '| a | b |',
      '|---|:-:|',
      '| 1 | 2 |',
    ];
    const written = files({
      'docs/notes.md': [
        ...asWritten,
        '',
        'Read __the guide__ [first](/guide).',
        '',
        '## Done {#done}',
        '',
      ].join('\r\n'),
    });
    const notes = {
      file: path.join(written, 'docs/notes.md'),
      displayFile: 'docs/notes.md',
      title: 'Notes',
      path: '/notes',
    };
    expect(await pageMarkdown(notes, context(en))).toBe(
      [
        ...asWritten,
        '',
        // Its link made absolute, the paragraph is written anew, as remark writes it.
        'Read **the guide** [first](https://example.com/guide).',
        '',
        '## Done {#done}',
        '',
      ].join('\n'),
    );
  });
});
