import { gzipSync } from 'node:zlib';

/** What a prerendered page sends before its content: the floor under its first paint. */
export interface HeadBytes {
  /** The inline `<style>` elements' CSS. */
  inlineCss: number;
  /** Inline scripts in the head (the colour-mode script). */
  inlineScript: number;
  /** The rest of `<head>`: meta, title, links, the entry's script tag. */
  headOther: number;
  /** The body's markup before `<main>`: header, navigation, sidebar. */
  chromeBeforeMain: number;
  /** All of the above, gzip-compressed, as the server sends it. */
  gzip: number;
}

const sum = (parts: string[]): number =>
  parts.reduce((total, part) => total + Buffer.byteLength(part), 0);

const headOf = (html: string): string => /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';

/** The CSS of the `<style>` elements in a page's head, in order. */
export function inlineStyleSheets(html: string): string[] {
  return [...headOf(html).matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '');
}

/** Splits the HTML before a page's `<main>` into what it is made of, in bytes. */
export function headBytes(html: string): HeadBytes {
  const head = headOf(html);
  const styles = inlineStyleSheets(html);
  const scripts = [...head.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (match) => match[1] ?? '',
  );
  const mainAt = html.indexOf('<main');
  const bodyAt = html.indexOf('<body>');
  const beforeMain = mainAt > bodyAt && bodyAt >= 0 ? html.slice(bodyAt, mainAt) : '';
  const inlineCss = sum(styles);
  const inlineScript = sum(scripts);
  return {
    inlineCss,
    inlineScript,
    headOther: Buffer.byteLength(head) - inlineCss - inlineScript,
    chromeBeforeMain: Buffer.byteLength(beforeMain),
    gzip: gzipSync(html.slice(0, mainAt >= 0 ? mainAt : html.length)).length,
  };
}
