import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHighlighter, type ThemeRegistrationResolved } from 'shiki';
import { describe, expect, it } from 'vitest';
import { pairThemes } from './pairedTheme.ts';

const REPO = fileURLToPath(new URL('../../../../', import.meta.url));
const LANGS = ['tsx', 'ts', 'jsx', 'js', 'css', 'json', 'bash', 'html', 'md', 'diff'] as const;

/** Real files of this repository, by the language they are highlighted in. */
function repositoryFiles(): [string, string][] {
  const demos = path.join(REPO, 'site/docs/demo/demos');
  const files: [string, string][] = readdirSync(demos).map((name) => [
    path.join(demos, name),
    name.endsWith('.css') ? 'css' : 'tsx',
  ]);
  files.push(
    [path.join(REPO, 'packages/drawer/src/index.css'), 'css'],
    [path.join(REPO, 'packages/drawer/src/DrawerPopup.tsx'), 'tsx'],
    [path.join(REPO, 'packages/docs-engine/src/node/pairedTheme.ts'), 'ts'],
    [path.join(REPO, 'packages/docs-engine/package.json'), 'json'],
    [path.join(REPO, 'packages/docs-engine/README.md'), 'md'],
    [path.join(REPO, 'packages/drawer/CHANGELOG.md'), 'md'],
    [path.join(REPO, '.ci/run'), 'bash'],
  );
  return files;
}

/** What the themes' rules for underline, strikethrough, italic and bold, and embedded code meet. */
const EDGE_CASES: [string, string][] = [
  ['# Title\n\n*italic* **bold** ~~struck~~ <u>under</u> `code`\n\n- a\n- [link](/x)\n', 'md'],
  ['```js\nconst a = 1;\n```\n\n    indented\n', 'md'],
  ['<!doctype html>\n<style>a { color: red }</style>\n<script>let x = `y${1}`;</script>\n', 'html'],
  ['--- a\n+++ b\n@@ -1 +1 @@\n-old\n+new\n context\n', 'diff'],
  ['if [ -n "$A" ]; then\n  echo "${A}" | grep -E \'^x\' # note\nfi\n', 'bash'],
  ['/** @param {number} a */\nfunction f(a) {\n  return /ab+c/g.test(`${a}`);\n}\n', 'js'],
  ['\t  \n  leading and trailing   \n\n', 'ts'],
  ['const a = <A b={1} c="d">{e}</A>;', 'jsx'],
  ['{ "a": [1, true, null], "b": { "c": "d" } }', 'json'],
  ['plain <b>text</b> & more', 'text'],
];

describe('two themes highlighted as one', () => {
  it("gives the same HTML as Shiki's two-theme mode for real code and edge cases", async () => {
    const highlighter = await createHighlighter({
      themes: ['github-light', 'github-dark'],
      langs: [...LANGS],
    });
    const paired = pairThemes(
      highlighter.getTheme('github-light'),
      highlighter.getTheme('github-dark'),
    );
    await highlighter.loadTheme(paired.theme);
    const samples: [string, string][] = [
      ...repositoryFiles().map(([file, lang]): [string, string] => [
        readFileSync(file, 'utf8'),
        lang,
      ]),
      ...EDGE_CASES,
    ];
    let compared = 0;
    // As the build highlights: without it, Shiki gives up on a line after 500 ms and colours the
    // rest of it as one token, which the first lines a grammar sees can take on a busy machine.
    const tokenizeTimeLimit = 0;
    for (const [code, lang] of samples) {
      const expected = highlighter.codeToHtml(code, {
        lang,
        themes: { light: 'github-light', dark: 'github-dark' },
        tokenizeTimeLimit,
        transformers: [{ pre: (node) => void delete node.properties.style }],
      });
      const actual = highlighter.codeToHtml(code, {
        lang,
        theme: paired.theme.name,
        mergeWhitespaces: false,
        tokenizeTimeLimit,
        transformers: [paired.transformer],
      });
      expect(actual, `${lang}: ${code.slice(0, 60)}`).toBe(expected);
      compared += code.length;
    }
    expect(compared).toBeGreaterThan(20_000);
  });

  it('refuses themes whose rules differ', () => {
    const theme = (foreground: string, scope: string): ThemeRegistrationResolved => ({
      name: scope,
      type: 'light',
      fg: '#000000',
      bg: '#ffffff',
      settings: [{ scope, settings: { foreground } }],
    });
    expect(() => pairThemes(theme('#111111', 'comment'), theme('#222222', 'string'))).toThrow(
      /cannot be highlighted as one theme: their rule 1 differs/,
    );
    expect(() =>
      pairThemes(theme('#111111', 'comment'), theme('#222222', 'comment')),
    ).not.toThrow();
  });
});
