import { describe, expect, it } from 'vitest';
import {
  highlightCode,
  highlighterLoaded,
  loadHighlighter,
  plainBlocksShown,
  plainCode,
  showCodePlainUntilHighlighterLoads,
} from './highlightCode.ts';

// A file of its own: the highlighter is loaded once per test file, and these tests need it not
// loaded at first.
describe('code shown plain until the highlighter loads (dev)', () => {
  it('comes out plain and escaped, counted, until the highlighter has loaded', async () => {
    showCodePlainUntilHighlighterLoads();
    const html = await highlightCode('a <b> && c\nd', 'ts');
    expect(html).toBe(plainCode('a <b> && c\nd'));
    expect(html).toContain('<span class="line">a &lt;b&gt; &amp;&amp; c</span>\n');
    expect(html).not.toContain('--shiki-dark:');
    expect(plainBlocksShown()).toBe(1);

    let loaded = false;
    void highlighterLoaded().then(() => (loaded = true));
    await loadHighlighter();
    await expect.poll(() => loaded).toBe(true);
    // The same code again: highlighted now, the plain version not kept.
    expect(await highlightCode('a <b> && c\nd', 'ts')).toContain('--shiki-dark:');
    expect(plainBlocksShown()).toBe(1);
  });

  it('has the highlighted HTML’s frame, so the page’s styles apply to both', async () => {
    const highlighted = await highlightCode('x', 'text');
    const frame = (html: string) => /^<pre [^>]*><code>/.exec(html)?.[0];
    expect(frame(plainCode('x'))).toBe(frame(highlighted));
  });
});
