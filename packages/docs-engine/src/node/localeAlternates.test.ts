import { describe, expect, it } from 'vitest';
import type { Locale, PageMeta } from '../shared/types.ts';
import { emptyPageMeta } from '../../test/pageMeta.ts';
import { hostnameWarning, localeAlternates } from './localeAlternates.ts';
import { renderSitemap } from './sitemap.ts';

const en: Locale = { id: 'en-US', name: 'English', base: '/' };
const zh: Locale = { id: 'zh-CN', name: '中文', base: '/zh-CN' };
const page = (path: string): PageMeta => emptyPageMeta(path);
const url = (routePath: string) => `https://example.com/drawer${routePath}`;

describe('locale alternates', () => {
  const locales = [
    { locale: en, data: { pages: [page('/'), page('/demo/base')] } },
    {
      locale: zh,
      data: { pages: [page('/zh-CN'), page('/zh-CN/demo/base'), page('/zh-CN/only')] },
    },
  ];
  const alternatesOf = localeAlternates(locales, url);

  it('links each page to itself in every locale and to the default as x-default', () => {
    expect(alternatesOf(page('/zh-CN/demo/base'), zh)).toEqual([
      { hreflang: 'en-US', href: 'https://example.com/drawer/demo/base' },
      { hreflang: 'zh-CN', href: 'https://example.com/drawer/zh-CN/demo/base' },
      { hreflang: 'x-default', href: 'https://example.com/drawer/demo/base' },
    ]);
    expect(alternatesOf(page('/'), en).map(({ href }) => href)).toEqual([
      'https://example.com/drawer/',
      'https://example.com/drawer/zh-CN',
      'https://example.com/drawer/',
    ]);
  });

  it('leaves out the locales a page is not in, and has none on a one-language site', () => {
    expect(alternatesOf(page('/zh-CN/only'), zh)).toEqual([
      { hreflang: 'zh-CN', href: 'https://example.com/drawer/zh-CN/only' },
    ]);
    expect(localeAlternates([locales[0] as never], url)(page('/'), en)).toEqual([]);
  });

  it('lists every locale page in the sitemap with its alternates', () => {
    const xml = renderSitemap([
      { loc: url('/demo/base'), lastUpdated: 0, alternates: alternatesOf(page('/demo/base'), en) },
      {
        loc: url('/zh-CN/demo/base'),
        lastUpdated: 0,
        alternates: alternatesOf(page('/zh-CN/demo/base'), zh),
      },
    ]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain(
      '<url><loc>https://example.com/drawer/zh-CN/demo/base</loc><lastmod>1970-01-01T00:00:00.000Z</lastmod>' +
        '<xhtml:link rel="alternate" hreflang="en-US" href="https://example.com/drawer/demo/base"/>' +
        '<xhtml:link rel="alternate" hreflang="zh-CN" href="https://example.com/drawer/zh-CN/demo/base"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://example.com/drawer/demo/base"/></url>',
    );
  });

  it('keeps the sitemap of a one-language site as it was', () => {
    expect(renderSitemap([{ loc: '/a', lastUpdated: 0, alternates: [] }])).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url><loc>/a</loc><lastmod>1970-01-01T00:00:00.000Z</lastmod></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });
});

describe('hostnameWarning', () => {
  const two = [{ id: 'en-US' }, { id: 'zh-CN' }];
  it('asks a site in several languages for its hostname', () => {
    expect(hostnameWarning({ locales: two })).toMatch(/several locales but no `hostname`/);
  });
  it('says nothing for one language, or once the hostname is set', () => {
    expect(hostnameWarning({ locales: [{ id: 'en-US' }] })).toBeUndefined();
    expect(hostnameWarning({ locales: two, hostname: 'https://example.com' })).toBeUndefined();
  });
});
