import { describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/testConfig.ts';
import { inEnglishAndChinese, throwawayFolder } from '../../../test/throwawaySite.ts';
import type { ResolvedConfig } from '../config/SiteConfig.ts';
import { loadSiteState } from '../siteState.ts';

/** A two-language site with these files under docs/. */
function site(files: Record<string, string>): ResolvedConfig {
  const inDocs = Object.entries(files).map(([name, content]) => [`docs/${name}`, content]);
  return inEnglishAndChinese(testConfig(throwawayFolder('locales-', Object.fromEntries(inDocs))));
}

const files = {
  'index.md': '# Home\n',
  'index.zh-CN.md': '# 首页\n',
  'guide/start.md': '---\nnav: { title: Guide }\n---\n# Start\n\nRead this first.\n',
  'guide/start.zh-CN.md': '---\nnav: { title: 指南 }\n---\n# 开始\n\n先读这一篇。\n',
  'guide/later.md': '---\nnav: { title: Guide }\n---\n# Later\n\nOnly in English.\n',
};

describe('the locales of a site', () => {
  const state = loadSiteState(site(files));
  const [english, chinese] = state.locales;

  it('gives a translation the route of its page under the locale base', () => {
    expect(english?.data.pages.map((page) => page.path)).toEqual([
      '/guide/later',
      '/guide/start',
      '/',
    ]);
    expect(chinese?.data.pages.map((page) => [page.path, page.title, page.fallback])).toEqual([
      ['/zh-CN/guide/later', 'Later', true],
      ['/zh-CN/guide/start', '开始', undefined],
      ['/zh-CN', '首页', undefined],
    ]);
  });

  it('lists an untranslated page in every locale, with the default content', () => {
    const later = chinese?.data.pages.find((page) => page.path === '/zh-CN/guide/later');
    // The same chunk as the English page: its content is the default locale's.
    expect(later?.id).toBe('guide/later');
    expect(
      chinese?.searchData.routes.find((route) => route.path === '/zh-CN/guide/later')?.texts,
    ).toEqual(english?.searchData.routes.find((route) => route.path === '/guide/later')?.texts);
  });

  it("builds each locale's navigation from its own pages, linked in its locale", () => {
    expect(chinese?.data.nav).toEqual([
      { title: '指南', order: 0, link: '/zh-CN/guide/later', activePath: '/zh-CN/guide' },
    ]);
    expect(chinese?.data.sidebar['/guide']?.[0]?.children.map((item) => item.link)).toEqual([
      '/zh-CN/guide/later',
      '/zh-CN/guide/start',
    ]);
    // Search covers only the locale's pages.
    expect(chinese?.searchData.routes.every((route) => route.path.startsWith('/zh-CN'))).toBe(true);
  });

  it('keeps the default locale as the site data of the first load', () => {
    expect(state.siteData.pages).toBe(english?.data.pages);
    expect(state.siteData.nav[0]?.link).toBe('/guide/later');
  });

  it('puts a suffix locale at <route><suffix>', () => {
    const config = site(files);
    config.locales = [
      { id: 'en-US', name: 'English', base: '/' },
      { id: 'zh-CN', name: '中文', suffix: '-cn' },
    ];
    const paths = loadSiteState(config).locales[1]?.data.pages.map((page) => page.path);
    expect(paths).toEqual(['/guide/later-cn', '/guide/start-cn', '/index-cn']);
  });
});
