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

  it('falls back to plain text for an unknown language', async () => {
    const html = await highlightCode('a <b> c', 'cobol');
    expect(html).toContain('a &#x3C;b> c');
  });
});
