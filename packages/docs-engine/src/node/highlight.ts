import { createHighlighter, type BundledLanguage, type Highlighter } from 'shiki';

/** Only these grammars load: loading Shiki's full set costs seconds per build. */
const LANGS = [
  'tsx',
  'ts',
  'jsx',
  'js',
  'css',
  'json',
  'bash',
  'html',
  'md',
] satisfies BundledLanguage[];

const THEMES = { light: 'github-light', dark: 'github-dark' } as const;

let highlighter: Promise<Highlighter> | undefined;

function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({ themes: Object.values(THEMES), langs: LANGS });
  return highlighter;
}

/**
 * Highlights code to HTML with both GitHub themes: each token carries the light colour inline and
 * the dark one as `--shiki-dark`, which the theme's CSS applies under `[data-prefers-color=dark]`.
 * The `<pre>` keeps no inline colours so the theme's code background tokens apply. An unknown
 * language is shown as plain text rather than failing the build.
 */
export async function highlight(code: string, lang: string): Promise<string> {
  const shiki = await getHighlighter();
  const known = shiki.getLoadedLanguages().includes(lang.toLowerCase());
  return shiki.codeToHtml(code, {
    lang: known ? lang.toLowerCase() : 'text',
    themes: THEMES,
    transformers: [
      {
        pre(node) {
          delete node.properties.style;
          delete node.properties.tabindex;
        },
      },
    ],
  });
}
