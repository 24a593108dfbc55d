import type { BundledLanguage, Highlighter } from 'shiki';
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { engineFingerprint } from './compile/engineFingerprint.ts';
import { contentKey } from './contentCache.ts';
import { createPackCache, type PackCache } from './packCache.ts';
import type { PairedTheme } from './pairedTheme.ts';
import { readableColor } from './readableColor.ts';

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
  'diff',
] satisfies BundledLanguage[];

const THEMES = { light: 'github-light', dark: 'github-dark' } as const;

/**
 * The code background of each colour mode (`--c-code-bg` in theme/styles/tokens.css) and that of
 * a highlighted line (`--c-code-highlight-bg`): token colours are adjusted to stay readable on
 * both, since any line may be highlighted and the cached HTML does not know which.
 */
const CODE_BACKGROUNDS = {
  light: ['#F6F7F9', '#E5EAF5'],
  dark: ['#1C1F26', '#262D3D'],
} as const;

/** Each token colour a theme has, made readable once: a page's code repeats a dozen of them. */
const readableColors = new Map<string, string>();

function readableOn(color: string, backgrounds: readonly string[]): string {
  const key = `${color} on ${backgrounds.join(' ')}`;
  let readable = readableColors.get(key);
  if (readable === undefined) {
    readable = backgrounds.reduce(
      (adjusted, background) => readableColor(adjusted, background),
      color,
    );
    readableColors.set(key, readable);
  }
  return readable;
}

let highlighter: Promise<{ shiki: Highlighter; paired: PairedTheme }> | undefined;
let store: PackCache | undefined;
/** Dev: code met before the highlighter has loaded comes out plain, and is not kept. */
let plainUntilLoaded = false;
let loaded = false;
let plainBlocks = 0;
let markLoaded: () => void = () => undefined;
const whenLoaded = new Promise<void>((resolve) => {
  markLoaded = resolve;
});
/** This thread's highlighted blocks: the browser and server bundles render the same demos. */
const highlighted = new Map<string, Promise<string>>();

/** Highlighted code is kept apart for each engine, which its entries' keys begin with. */
const highlightedFolder = (cacheDir: string) =>
  path.join(cacheDir, 'highlighted', engineFingerprint().slice(0, 16));

/**
 * Keeps highlighted code under `cacheDir` for later builds too, by the code, its language and the
 * engine: a build highlights only code it has not seen. Each thread that highlights calls it once.
 */
export function keepHighlightedCode(cacheDir: string): void {
  store = createPackCache(highlightedFolder(cacheDir));
}

/**
 * Removes the code other engines highlighted under `cacheDir`, which this one never reads: a
 * build looks up only the code of the pages it compiles, so it cannot tell which of its own
 * entries are still shown, but an upgrade or an edit of the engine leaves the rest unused.
 */
export function dropOtherEnginesHighlights(cacheDir: string): void {
  const own = highlightedFolder(cacheDir);
  const parent = path.dirname(own);
  let names: string[];
  try {
    names = readdirSync(parent);
  } catch {
    return;
  }
  for (const name of names) {
    const entry = path.join(parent, name);
    if (entry !== own) rmSync(entry, { recursive: true, force: true });
  }
}

async function createPairedHighlighter(): Promise<{ shiki: Highlighter; paired: PairedTheme }> {
  // Imported here, with the pairing that imports Shiki too: a dev server serving pages compiled
  // by an earlier start, or a rebuild's main thread, never loads it.
  const [{ createHighlighter }, { pairThemes }] = await Promise.all([
    import('shiki'),
    import('./pairedTheme.ts'),
  ]);
  const shiki = await createHighlighter({ themes: Object.values(THEMES), langs: LANGS });
  const paired = pairThemes(shiki.getTheme(THEMES.light), shiki.getTheme(THEMES.dark));
  await shiki.loadTheme(paired.theme);
  loaded = true;
  markLoaded();
  return { shiki, paired };
}

function getHighlighter(): Promise<{ shiki: Highlighter; paired: PairedTheme }> {
  highlighter ??= createPairedHighlighter();
  return highlighter;
}

/**
 * Dev: code not highlighted before comes out plain (see `plainCode`) until the highlighter has
 * loaded (`loadHighlighter`), which costs a new site's first page half a second; the caller
 * compiles it again once it has (`highlighterLoaded`).
 */
export function showCodePlainUntilHighlighterLoads(): void {
  plainUntilLoaded = true;
}

/** Loads the highlighter and its grammars, if not yet; resolves once they are. */
export async function loadHighlighter(): Promise<void> {
  await getHighlighter();
}

/** Whether the highlighter has loaded. */
export function highlighterReady(): boolean {
  return loaded;
}

/** Resolves once the highlighter has loaded, without starting to load it. */
export function highlighterLoaded(): Promise<void> {
  return whenLoaded;
}

/** How many blocks came out plain so far: a compile that made one should be made again. */
export function plainBlocksShown(): number {
  return plainBlocks;
}

/** Code as the highlighter's HTML has it, uncoloured: one `line` span a line, escaped. */
export function plainCode(code: string): string {
  const escaped = code.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
  const lines = escaped.split('\n').map((line) => `<span class="line">${line}</span>`);
  return `<pre class="shiki shiki-themes ${THEMES.light} ${THEMES.dark}" tabindex="0"><code>${lines.join('\n')}</code></pre>`;
}

/**
 * Highlights code to HTML with both GitHub themes: each token carries the light colour inline and
 * the dark one as `--shiki-dark`, which the theme's CSS applies under `[data-prefers-color=dark]`.
 * The code is tokenized once for both (see pairThemes), with the HTML of Shiki's two-theme mode.
 * The `<pre>` keeps no inline colours so the theme's code background tokens apply, and keeps
 * Shiki's tabindex so a reader can scroll long lines with the keyboard. Token colours below 4.5:1
 * against the code background are made readable. An unknown language is shown as plain text
 * rather than failing the build.
 */
export function highlightCode(code: string, lang: string): Promise<string> {
  const key = contentKey(engineFingerprint(), lang, code);
  const known = highlighted.get(key);
  if (known) return known;
  const stored = store?.read(key);
  if (!stored && plainUntilLoaded && !loaded) {
    plainBlocks += 1;
    return Promise.resolve(plainCode(code));
  }
  const html = stored ? Promise.resolve(stored.toString('utf8')) : highlightNow(code, lang);
  highlighted.set(key, html);
  if (!stored)
    void html.then(
      (value) => store?.write(key, value),
      () => undefined,
    );
  return html;
}

async function highlightNow(code: string, lang: string): Promise<string> {
  const { shiki, paired } = await getHighlighter();
  const known = shiki.getLoadedLanguages().includes(lang.toLowerCase());
  return shiki.codeToHtml(code, {
    lang: known ? lang.toLowerCase() : 'text',
    theme: paired.theme.name,
    mergeWhitespaces: false,
    // Shiki stops tokenizing a line after 500 ms by default; the first line a grammar sees can
    // take that long on a busy machine, and the build's output would then differ run to run.
    tokenizeTimeLimit: 0,
    transformers: [
      paired.transformer,
      {
        postprocess(html) {
          return html
            .replace(
              /([;"]color:)(#[0-9A-Fa-f]{6})/g,
              (_, key: string, color: string) => key + readableOn(color, CODE_BACKGROUNDS.light),
            )
            .replace(
              /(--shiki-dark:)(#[0-9A-Fa-f]{6})/g,
              (_, key: string, color: string) => key + readableOn(color, CODE_BACKGROUNDS.dark),
            );
        },
      },
    ],
  });
}
