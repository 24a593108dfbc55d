import type { Alternate } from './localeAlternates.ts';

export interface SitemapEntry {
  loc: string;
  lastUpdated: number;
  /** The page in the site's other languages (none on a site with one). */
  alternates: Alternate[];
}

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** sitemap.xml: every page of every locale, each with its translations as xhtml:link. */
export function renderSitemap(entries: readonly SitemapEntry[]): string {
  const multilingual = entries.some((entry) => entry.alternates.length > 0);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    multilingual
      ? '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">'
      : '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map((entry) =>
      [
        `  <url><loc>${escapeXml(entry.loc)}</loc><lastmod>${new Date(entry.lastUpdated).toISOString()}</lastmod>`,
        ...entry.alternates.map(
          (alternate) =>
            `<xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hreflang)}" href="${escapeXml(alternate.href)}"/>`,
        ),
        '</url>',
      ].join(''),
    ),
    '</urlset>',
    '',
  ].join('\n');
}
