import { describe, expect, it } from 'vitest';
import { highlightCode } from './highlightCode.ts';

describe('highlightCode', () => {
  it('emits light colours inline and dark ones as variables', async () => {
    const html = await highlightCode('const a = 1;', 'ts');
    expect(html).toMatch(/^<pre class="shiki shiki-themes github-light github-dark"/);
    expect(html).toContain('--shiki-dark:');
    expect(html).not.toMatch(/<pre[^>]*style=/);
  });

  it('knows the aliases of the loaded languages', async () => {
    expect(await highlightCode('echo hi', 'sh')).toContain('--shiki-dark:');
    expect(await highlightCode('let a: number = 1', 'typescript')).toContain('--shiki-dark:');
  });

  it('colours the added and removed lines of a diff differently', async () => {
    const html = await highlightCode('-const a = 1;\n+const a = 2;\n', 'diff');
    const colourOf = (line: string) =>
      new RegExp(`<span style="color:(#[0-9A-Fa-f]+)[^"]*">${line}`).exec(html)?.[1];
    const removed = colourOf('-const');
    const added = colourOf('\\+const');
    expect(removed).toBeDefined();
    expect(added).toBeDefined();
    expect(removed).not.toBe(added);
  });

  it('falls back to plain text for an unknown language', async () => {
    const html = await highlightCode('a <b> c', 'cobol');
    expect(html).toContain('a &#x3C;b> c');
  });
});
