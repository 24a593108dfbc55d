import path from 'node:path';
import enginePackage from '../../package.json' with { type: 'json' };
import type { SearchData, SiteData } from '../shared/types.ts';
import type { ResolvedConfig } from './config/SiteConfig.ts';
import type { PageDemo } from './markdown/transformDemos.ts';
import { displayPath, pageSources, scanSite, type PageScan } from './pages/scanSite.ts';
import { serverLoaderFile } from './serverLoader.ts';
import { localeStates, type LocaleState } from './pages/localeStates.ts';
import type { PageSource, ScannedPage } from './pages/scanPage.ts';

export interface SiteState {
  /** The site, with the default locale's pages. */
  siteData: SiteData;
  /** The default locale's search data. */
  searchData: SearchData;
  /** Every locale, the default first. */
  locales: LocaleState[];
  sources: Map<string, PageSource>;
  /** Every demo of the site by id, with the page it sits on. */
  demos: Map<string, PageDemo & { page: ScannedPage; source: PageSource }>;
  /** Server loader files by route id. */
  serverLoaders: Map<string, { file: string; displayFile: string }>;
}

/** Where the site serves its logo (a file in `public/`), or undefined without one. */
export function logoUrl(config: ResolvedConfig): string | undefined {
  if (!config.logo) return undefined;
  const file = path.relative(
    path.join(config.root, 'public'),
    path.resolve(config.root, config.logo),
  );
  return `${config.base}${file.split(path.sep).join('/')}`;
}

/**
 * Scans the docs folder with `scan` and derives everything the browser needs to know about the
 * site. It loads no Markdown parser of its own: the dev server indexes with the pages' heads.
 */
export function indexSite(config: ResolvedConfig, scan: PageScan): SiteState {
  // Listed once: listing walks the docs folder and asks git where the project's root is.
  const pagesSources = pageSources(config);
  const pages = scanSite(config, scan, pagesSources);
  // Tabs compile like pages, so the plugin looks them up by file too.
  const sources = new Map(
    pagesSources
      .flatMap((source) => [source, ...source.tabs])
      .map((source) => [source.file, source]),
  );
  const sourceOf = new Map(pagesSources.map((source) => [source.routePath, source]));
  const demos: SiteState['demos'] = new Map();
  const serverLoaders: SiteState['serverLoaders'] = new Map();
  for (const page of pages) {
    const source = sourceOf.get(page.meta.path);
    if (!source) continue;
    for (const demo of page.demos) demos.set(demo.id, { ...demo, page, source });
    const loader = serverLoaderFile(source.file);
    if (loader) {
      page.meta.hasServerLoader = true;
      serverLoaders.set(page.meta.id, { file: loader, displayFile: displayPath(loader) });
    }
  }
  const locales = localeStates(config.locales, pages, config.themeConfig);
  const [defaultLocale] = locales;
  if (!defaultLocale) throw new Error('A site has at least one locale');
  return {
    siteData: {
      title: config.title,
      logo: logoUrl(config),
      base: config.base,
      locales: config.locales,
      themeConfig: config.themeConfig,
      ...defaultLocale.data,
      apiParser: Boolean(config.apiParser),
      llms: config.llms,
      version: enginePackage.version,
    },
    searchData: defaultLocale.searchData,
    locales,
    sources,
    demos,
    serverLoaders,
  };
}
