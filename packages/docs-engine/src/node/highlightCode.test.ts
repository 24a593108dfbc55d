import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { highlightCode } from './highlightCode.ts';
import { contrast, MIN_CONTRAST } from './readableColor.ts';

/** A colour token of the theme, in light mode or under `[data-prefers-color='dark']`. */
function themeColor(name: string, mode: 'light' | 'dark'): string {
  const css = readFileSync(new URL('../theme/styles/tokens.css', import.meta.url), 'utf8');
  const block = mode === 'light' ? css : css.slice(css.indexOf("[data-prefers-color='dark']"));
  const value = new RegExp(`--${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(block)?.[1];
  if (!value) throw new Error(`--${name} not found in tokens.css`);
  return value;
}

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

  it('keeps every token readable on a highlighted line too, in both colour modes', async () => {
    const html = await highlightCode(
      '// a comment\nimport { a } from "b";\nconst c = `d${e}` + 1 + /f/g; // g\n<div class="h" />',
      'tsx',
    );
    const colours = {
      light: [...html.matchAll(/[;"]color:(#[0-9A-Fa-f]{6})/g)].map((m) => m[1] ?? ''),
      dark: [...html.matchAll(/--shiki-dark:(#[0-9A-Fa-f]{6})/g)].map((m) => m[1] ?? ''),
    };
    for (const mode of ['light', 'dark'] as const) {
      expect(colours[mode].length).toBeGreaterThan(5);
      for (const background of [
        themeColor('c-code-bg', mode),
        themeColor('c-code-highlight-bg', mode),
      ])
        for (const colour of colours[mode])
          expect(contrast(colour, background), `${colour} on ${background}`).toBeGreaterThanOrEqual(
            MIN_CONTRAST,
          );
    }
  });
});
