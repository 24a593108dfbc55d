import path from 'node:path';
import enginePackage from '../../package.json' with { type: 'json' };
import type { SearchData, SiteData } from '../shared/types.ts';
import type { ResolvedConfig } from './config/SiteConfig.ts';
import type { PageDemo } from './markdown/transformDemos.ts';
import { buildNav } from './navigation/buildNav.ts';
import { buildSidebar } from './navigation/buildSidebar.ts';
import { displayPath, pageSources, scanSite } from './pages/scanSite.ts';
import { serverLoaderFile } from './serverLoader.ts';
import type { PageSource, ScannedPage } from './pages/scanPage.ts';

export interface SiteState {
  siteData: SiteData;
  searchData: SearchData;
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

/** Scans the docs folder and derives everything the browser needs to know about the site. */
export function loadSiteState(config: ResolvedConfig): SiteState {
  const pages = scanSite(config);
  const metas = pages.map((page) => page.meta);
  const sidebar = buildSidebar(metas, config.themeConfig.sidebar);
  const pagesSources = pageSources(config);
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
  return {
    siteData: {
      title: config.title,
      logo: logoUrl(config),
      base: config.base,
      locales: config.locales,
      themeConfig: config.themeConfig,
      pages: metas,
      nav: buildNav(metas, sidebar, config.themeConfig.nav),
      sidebar,
      apiParser: Boolean(config.apiParser),
      version: enginePackage.version,
    },
    searchData: {
      routes: pages.map((page) => ({
        path: page.meta.path,
        title: page.meta.title,
        subtitle: page.meta.subtitle,
        toc: page.meta.toc,
        texts: page.texts,
        tabs: page.meta.tabs,
      })),
      demos: pages.flatMap((page) =>
        page.demos.map((demo) => ({
          id: demo.id,
          routePath: page.meta.path,
          title: typeof demo.attrs.title === 'string' ? demo.attrs.title : undefined,
          description:
            typeof demo.attrs.description === 'string' ? demo.attrs.description : undefined,
        })),
      ),
    },
    sources,
    demos,
    serverLoaders,
  };
}
