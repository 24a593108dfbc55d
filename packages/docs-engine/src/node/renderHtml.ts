import { LOADER_DATA_ELEMENT } from '../shared/loaderDataElement.ts';
import { PAGE_CHUNK_ELEMENT } from '../shared/pageChunkElement.ts';
import { PAGE_SCRIPTS_ELEMENT } from '../shared/pageScriptsElement.ts';

export interface HtmlDocument {
  lang: string;
  title: string;
  description?: string;
  /** Absolute URL of the page, when the site's hostname is known. */
  canonical?: string;
  /** The page in the site's other languages. */
  alternates?: { hreflang: string; href: string }[];
  icon?: string;
  /** The colour-mode script, run before the first paint. */
  headScript: string;
  /**
   * The page's CSS, inlined: a stylesheet link costs a round trip before the first paint, which
   * on a slow phone network is most of the time to first paint.
   */
  styles: string[];
  /**
   * The stylesheet files `styles` came from. The bundler's loader fetches a chunk's stylesheets
   * before running it unless a `<link rel="stylesheet">` to them is in the document: listed as
   * disabled links, which the browser never fetches, they are not fetched and applied twice.
   */
  inlinedStylesheets?: string[];
  /**
   * The entry script, run as soon as it is fetched (async): on a long page, the parser and the
   * layout of what it adds keep the main thread busy well after the first paint, and the entry
   * asks for the page's scripts meanwhile instead of once the whole page is parsed.
   */
  entry: string;
  /**
   * The scripts the entry imports statically, preloaded from the head: otherwise the browser asks
   * for them only once it has compiled the entry, which waits until the main thread is done
   * parsing and laying out the page, and the entry would run a round trip after the page is parsed.
   */
  entryImports?: string[];
  /**
   * The scripts the entry imports before it can hydrate the page, statically or through the
   * chain of chunks it loads first: listed as data, which the entry turns into preloads once the
   * page is painted. In the head, so that the entry finds the list before the page is parsed.
   */
  pageScripts?: string[];
  /** The page's own chunk, by the route path it is the page of (see PAGE_CHUNK_ELEMENT). */
  pageChunk?: { route: string; href: string };
  /** Prerendered markup of the app, or '' for pages rendered in the browser only. */
  body: string;
  generator: string;
  noscript: string;
  /** The page's server loader data, for hydration: `{ key, data }`. */
  loaderData?: { key: string; data: unknown };
}

/** JSON that cannot close the script element it sits in. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One page's HTML document. The script in <head> is blocking on purpose: it sets the colours. */
export function renderHtml(doc: HtmlDocument): string {
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="generator" content="${escapeHtml(doc.generator)}">`,
    `<title>${escapeHtml(doc.title)}</title>`,
    doc.description && `<meta name="description" content="${escapeHtml(doc.description)}">`,
    `<meta property="og:title" content="${escapeHtml(doc.title)}">`,
    doc.description && `<meta property="og:description" content="${escapeHtml(doc.description)}">`,
    doc.canonical && `<link rel="canonical" href="${escapeHtml(doc.canonical)}">`,
    ...(doc.alternates ?? []).map(
      ({ hreflang, href }) =>
        `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}">`,
    ),
    // Without an icon link, browsers ask for /favicon.ico, which a site without a logo lacks.
    `<link rel="icon" href="${escapeHtml(doc.icon ?? 'data:,')}">`,
    `<script>${doc.headScript}</script>`,
    ...doc.styles.map((css) => `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`),
    doc.pageScripts &&
      `<script type="application/json" id="${PAGE_SCRIPTS_ELEMENT}">${scriptJson(doc.pageScripts)}</script>`,
    doc.pageChunk &&
      `<script type="application/json" id="${PAGE_CHUNK_ELEMENT}">${scriptJson(doc.pageChunk)}</script>`,
    `<script type="module" async crossorigin src="${escapeHtml(doc.entry)}"></script>`,
    ...(doc.entryImports ?? []).map(
      (href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`,
    ),
  ].filter(Boolean);
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(doc.lang)}">`,
    '<head>',
    ...head,
    '</head>',
    '<body>',
    `<noscript>${escapeHtml(doc.noscript)}</noscript>`,
    `<div id="root">${doc.body}</div>`,
    ...(doc.inlinedStylesheets ?? []).map(
      (href) => `<link rel="stylesheet" href="${escapeHtml(href)}" disabled>`,
    ),
    doc.loaderData &&
      `<script type="application/json" id="${LOADER_DATA_ELEMENT}">${scriptJson(doc.loaderData)}</script>`,
    '</body>',
    '</html>',
    '',
  ]
    .filter((line) => line !== undefined)
    .join('\n');
}
