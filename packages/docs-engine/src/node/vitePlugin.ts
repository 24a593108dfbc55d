import path from 'node:path';
import type { DepOptimizationOptions, Plugin, ViteDevServer } from 'vite';
import enginePackage from '../../package.json' with { type: 'json' };
import { withApiAnchors } from './api/apiSearchAnchors.ts';
import { apiTableProblems } from './api/apiTableProblems.ts';
import {
  devApiDefinitions,
  type ApiState,
  type DevApiDefinitions,
} from './api/devApiDefinitions.ts';
import { defaultBuiltins } from './builtins.ts';
import type { ResolvedConfig } from './config/SiteConfig.ts';
import type { DemoRef } from './demo/renderDemoModule.ts';
import { renderSandboxPackagesModule } from './demo/sandboxPackages.ts';
import type { PageCompiler } from './compile/pageCompiler.ts';
import type { ServerPages } from './prerender/serverPages.ts';
import type { ClientPages } from './clientPages.ts';
import type { OutsidePage } from './markdown/standalonePage.ts';
import type { MadeModules } from './bundleCache.ts';
import { contentKey } from './contentCache.ts';
import { relativeImport } from './relativeImport.ts';
import { cacheDir } from './cacheDir.ts';
import { exportLocaleTexts } from './localeTexts.ts';
import type { LocaleState } from './pages/localeStates.ts';
import { indexSite, type SiteState } from './siteIndex.ts';
import type { ApiTableRef } from './markdown/collectApiTables.ts';
import type { PageSource } from './pages/scanPage.ts';
import type { ApiDefinitions, ClientSiteData, PageMeta, SiteData } from '../shared/types.ts';
import type { SearchMetadataInput } from '../search/index.ts';
import { splitSearchData } from '../search/searchDataParts.ts';
import { PAGE_EDIT_EVENT } from '../shared/constants.ts';
import { unlocalizePath } from '../shared/localePaths.ts';
import { createScanCache } from './pages/scanCache.ts';
import { sectionPath } from '../shared/sectionPath.ts';
import { slotOverride, THEME_DIR, THEME_ENTRY } from './themeSlots.ts';
import { warmUpSource } from './warmUp/warmUpSource.ts';
import {
  builtinModule,
  bundledBuiltins,
  devEntryModule,
  devRuntimeOptimizeDeps,
  editableRuntimeFolders,
} from './devRuntime.ts';

const PREFIX = 'virtual:docs-engine/';
const RESOLVED = `\0${PREFIX}`;

/** Module ids whose content derives from the whole site, regenerated when a page changes. */
const SITE_MODULES = ['site-data', 'loaders', 'search-data', 'demo-index', 'plugins', 'locales'];
/**
 * Modules of one locale each: `locale/zh-CN`, `search-data/zh-CN`; of one section of a locale,
 * `section/<locale>/<section path>` and `section-pages/<locale>/<section path>`; of one page,
 * `page/<locale>/<route path>`.
 */
const LOCALE_MODULES = ['locale', 'search-data', 'section', 'section-pages', 'page'];
/**
 * The engine's own dependencies that the browser loads when a reader opens a tool: live editing
 * and the CodeSandbox export. The Sketch and StackBlitz exports' (html2sketch, @stackblitz/sdk)
 * would add seconds to a new site's first start: they are found when first used, once a site.
 */
const RUNTIME_TOOLS = ['sucrase', 'acorn', 'lz-string'];
/**
 * Stands for the browser entry's file in a section's list of page chunks until the bundle has
 * named it: a reader whose page came with another entry is told by the list (see
 * `entryOfBuild` in client/pageChunks.ts).
 */
const ENTRY_PLACEHOLDER = '__docs_engine_entry__';
/** Stands for a locale's search data (its id follows), which the browser bundle leaves out. */
const SEARCH_PLACEHOLDER = 'docs-engine-search:';
const SEARCH_PLACEHOLDERS = /docs-engine-search:([\w-]+)/g;
/** What a bundle's cache records of a page that the bundle imports from outside. */
const OUTSIDE = 'outside';
/**
 * Dev: modules made from every page read whole, which the Markdown parser must be loaded for (a
 * demo's module needs it only if its page's scan was not kept).
 */
const WHOLE_SCAN_MODULES = ['search-data', 'demo-index'];

/** What the plugin offers the dev server: the site as it is now, updated on every page edit. */
export interface DocsEnginePluginApi {
  siteState(): SiteState;
  /**
   * The modules of the page at a request's path (percent-encoded, as sent), its section's and
   * its own, by their resolved ids; none for an address with no page.
   */
  pageModules(requestPath: string): string[];
  /** The Markdown file of the page at a request's path, which its module compiles; if any. */
  pageFile(requestPath: string): string | undefined;
  /** Whether a demo of that id is on a page the index or an opened page's scan has read. */
  knowsDemo(id: string): boolean;
  /** Build: the modules the engine made for a bundle, for its cache. */
  madeModules(consumer: 'client' | 'server'): MadeModules;
  /** Build: the pages the bundles leave out, in the order of the navigation. */
  outsidePages(): Promise<OutsidePage[]>;
  /**
   * Build: each locale's search data, which the browser bundle leaves out, by its file: the list
   * of its parts last, as it imports them.
   */
  searchData(): Promise<{ file: string; code: string }[]>;
  /** Keeps the index of the pages' heads for the next start, if it changed. */
  saveIndex(): void;
  /**
   * Loads in the background what later pages will need: the Markdown parser, the highlighter's
   * grammars, the compiler (by compiling a page of the engine's own) and the demo renderer. One
   * step at a time, each once `whenQuiet` resolves true, so that an edit or a page asked for
   * meanwhile goes first. Resolves true once every step has run, false when `whenQuiet` stopped
   * it; never rejects.
   */
  warmUp(whenQuiet: () => Promise<boolean>): Promise<boolean>;
}

/** What a build hands the plugin rather than have it redo: the scanned site and its compiler. */
export interface DocsEnginePluginOptions {
  state?: SiteState;
  compiler?: PageCompiler;
  /**
   * Build: where the server bundle's pages are written, outside it, and the pages the browser
   * bundle leaves out; a page that imports files of its own is bundled all the same (see
   * CompiledPage's `standalone`).
   */
  serverPages?: ServerPages;
  clientPages?: ClientPages;
  /** Build: the props of the components the API tables list, read once for the whole build. */
  apiDefinitions?: Promise<ApiDefinitions>;
}

/**
 * Serves the site's content to Vite: the pages compiled from Markdown, and virtual modules for the
 * site data (first load), the search data (fetched on first search), each demo, the API tables
 * and the runtime plugins; the theme, with the site's own slots in place of the default ones.
 */
export function docsEnginePlugin(
  config: ResolvedConfig,
  options: DocsEnginePluginOptions = {},
): Plugin {
  // The dev server starts from a quick index of the pages' heads (titles, navigation) and
  // scans a page whole when it is first opened: its start does not grow with the site.
  const quickIndex = config.mode === 'development';
  const scans = createScanCache({
    headsFile: quickIndex ? path.join(cacheDir(config), 'heads.json') : undefined,
    cacheDir: quickIndex ? cacheDir(config) : undefined,
  });
  let indexed: SiteState | undefined = options.state;
  /**
   * The site: a build hands it over; the dev server indexes it once Vite has set out optimizing
   * the dependencies (which goes on alongside), with the Markdown parser loaded only if a
   * page's title needs it.
   */
  const site = (): SiteState => {
    indexed ??= indexSite(config, quickIndex ? scans.head : scans.whole);
    return indexed;
  };
  /** Dev: the site with every page scanned whole, which search and the demo index need. */
  let wholeState: SiteState | undefined;
  const completeState = (): SiteState => {
    if (!quickIndex) return site();
    wholeState ??= indexSite(config, scans.whole);
    return wholeState;
  };
  /** Dev: the demos of the pages scanned whole so far, by id. */
  const openedDemos: SiteState['demos'] = new Map();
  /** Dev: the `<API>` tables of each page opened, by its file, checked again as the types change. */
  const openedTables = new Map<string, ApiTableRef[]>();
  // The compiler (MDX, Shiki) and the demo renderer load when a page first needs them, or
  // (dev) just after the server is up: the server starts without waiting for them. The dev
  // server compiles in its own thread: a worker would load TypeScript's loader, MDX and Shiki
  // again, 0.8 s more CPU on a machine that the browser and Vite already keep busy.
  let ownCompiler: Promise<PageCompiler> | undefined;
  /** Dev: how the optimizer bundles the runtime; none when it is served from its sources. */
  let runtimeBundle: DepOptimizationOptions | undefined;
  const pageCompiler = (): Promise<PageCompiler> => {
    if (options.compiler) return Promise.resolve(options.compiler);
    ownCompiler ??= import('./compile/pageCompiler.ts').then(({ createPageCompiler }) =>
      createPageCompiler({
        builtins: runtimeBundle ? bundledBuiltins(defaultBuiltins()) : defaultBuiltins(),
        cacheDir: cacheDir(config),
        parallel: false,
        plainCodeUntilHighlighterLoads: server !== undefined,
      }),
    );
    return ownCompiler;
  };
  const demoRenderer = () => import('./demo/renderDemoModule.ts');
  const highlighting = () => import('./highlightCode.ts');
  const apiExtractor = () => import('./api/extractApiDefinitions.ts');
  let server: ViteDevServer | undefined;
  /** Dev: the API tables as the browser has them, read again as the component's files change. */
  let devApi: DevApiDefinitions | undefined;
  let apiDefinitions: Promise<ApiDefinitions> | undefined;
  /**
   * The props of the components the API tables list, read once: the tables and the search data
   * (which finds each prop) both need them, and reading the types takes seconds. In dev, as the
   * tables have them: none while a read fails, which the tables show.
   */
  const readApiDefinitions = (): Promise<ApiDefinitions> => {
    if (!config.apiParser) return Promise.resolve({});
    if (devApi) return devApi.settled();
    const { entryFile } = config.apiParser;
    apiDefinitions ??=
      options.apiDefinitions ??
      apiExtractor().then(({ extractApiDefinitions }) =>
        extractApiDefinitions(entryFile, { cacheDir: cacheDir(config) }),
      );
    return apiDefinitions;
  };

  const modules: Record<string, () => string | Promise<string>> = {
    entry: () => devEntryModule(runtimeBundle !== undefined),
    'site-data': () =>
      `export const siteData = ${JSON.stringify(clientSiteData(site().siteData))};`,
    // Dev too waits for the props the search data lists: a first search takes longer, but no
    // reload brings its rows in later, losing what the reader typed.
    'search-data': async () => {
      const [defaultLocale] = completeState().locales;
      if (!defaultLocale) throw new Error('A site has at least one locale');
      return searchDataModule(defaultLocale, await readApiDefinitions());
    },
    loaders: () => renderLoadersModule(site().locales, sectionLoaders(site().locales[0])),
    locales: () => exportLocaleTexts(site().locales[0]?.locale.id ?? 'en-US', 'defaultTexts'),
    'builtin-loaders': () =>
      `export const builtinLoaders = ${importers(Object.entries(defaultBuiltins()))};`,
    // Build: what the pages' modules for the render threads take from the server bundle.
    'server-page-runtime': () => {
      const builtins = Object.entries(defaultBuiltins());
      return [
        ...builtins.map(([name, file]) => `import ${name} from ${JSON.stringify(file)};`),
        `const demoLoaders = ${demoImporters(site())};`,
        'export const pageRuntime = {',
        `  builtins: { ${builtins.map(([name]) => name).join(', ')} },`,
        '  loadDemo: (id) => demoLoaders[id]().then((module) => module.default),',
        '};',
      ].join('\n');
    },
    'demo-index': () => `export const demoLoaders = ${demoImporters(completeState())};`,
    // The drawer's sources and exact versions for sandbox exports, fetched only on export.
    'sandbox-packages': () => renderSandboxPackagesModule(config.root),
    plugins: () =>
      [
        `import { validateRuntimePlugin } from ${JSON.stringify(path.resolve(import.meta.dirname, '../shared/runtimePlugins.ts'))};`,
        ...config.plugins.map((file, i) => `import plugin${i} from ${JSON.stringify(file)};`),
        `export const plugins = [${config.plugins
          .map(
            (file, i) =>
              `validateRuntimePlugin(${JSON.stringify(path.relative(config.root, file))}, plugin${i})`,
          )
          .join(', ')}];`,
      ].join('\n'),
    // In dev the page shows at once and says the table is resolving; it reloads when ready.
    api: async () =>
      apiModule(
        !config.apiParser
          ? { status: 'off', definitions: {} }
          : (devApi?.state() ?? { status: 'ready', definitions: await readApiDefinitions() }),
      ),
  };

  /** A locale's sections, each the loader of its chunk, by section path. */
  function sectionLoaders(locale: LocaleState | undefined): string {
    if (!locale) return '{}';
    const sections = new Set(locale.data.pages.map((page) => sectionOf(page.path, locale)));
    return importers(
      [...sections].sort().map((section) => [section, sectionModuleId(locale.locale.id, section)]),
    );
  }

  const sectionPages = (locale: LocaleState, section: string) =>
    locale.data.pages.filter((page) => sectionOf(page.path, locale) === section);

  /**
   * `section/<locale>/<section path>`: the section's sidebar, the route paths of its pages, and
   * how to fetch its pages' chunk loaders. Those are a chunk of their own (`section-pages/...`),
   * needed only to go to another page: the first load of a page in a large section does not carry
   * a file name for each of its pages (the HTML names the page's own chunk).
   */
  function sectionModule(locale: LocaleState, section: string): string {
    const sidebar = section === '/' ? undefined : locale.data.sidebar[section];
    if (quickIndex) {
      return [
        `export const sidebar = ${JSON.stringify(sidebar)};`,
        devPageLoaders(locale, sectionPages(locale, section)),
      ].join('\n');
    }
    return [
      `export const sidebar = ${JSON.stringify(sidebar)};`,
      `export const pagePaths = ${JSON.stringify(sectionPages(locale, section).map((page) => page.path))};`,
      `export const loadPageLoaders = () => import(${JSON.stringify(sectionPagesModuleId(locale.locale.id, section))});`,
    ].join('\n');
  }

  /**
   * `section-pages/<locale>/<section path>`: the chunk loader of each page of a section, and the
   * address of the entry of the build they are from (see `entryOfBuild`).
   */
  function sectionPagesModule(locale: LocaleState, section: string): string {
    return [
      `const entry = ${JSON.stringify(ENTRY_PLACEHOLDER)};`,
      'export const entryOfBuild = new URL(entry, import.meta.url).href;',
      `export const pageLoaders = ${importers(
        sectionPages(locale, section).map((page) => [
          page.path,
          pageModuleId(locale.locale.id, page.path),
        ]),
      )};`,
    ].join('\n');
  }

  /**
   * Dev: a section's page paths and loaders, each importing its page by the address Vite serves it
   * at, which Vite leaves as it is (adding its `import` query): it would otherwise resolve every
   * page's import as it serves the section, 80 ms for a section of 1,000 pages on the first page's
   * way. In the section's own module: in dev, a first load's size does not matter.
   */
  function devPageLoaders(locale: LocaleState, pages: readonly PageMeta[]): string {
    const address = `${config.base}@id/${resolvedModuleId(pageModuleId(locale.locale.id, '')).replace('\0', '__x00__')}`;
    return [
      `const load = (path) => () => import(/* @vite-ignore */ ${JSON.stringify(address)} + path);`,
      `const pageLoaders = {\n${pages
        .map((page) => `  ${JSON.stringify(page.path)}: load(${JSON.stringify(page.path)}),`)
        .join('\n')}\n};`,
      'export const pagePaths = Object.keys(pageLoaders);',
      'export const loadPageLoaders = async () => ({ pageLoaders });',
    ].join('\n');
  }

  /** The page at a request's path (percent-encoded, as sent), with its locale. */
  function pageAt(requestPath: string): { locale: LocaleState; page: PageMeta } | undefined {
    for (const locale of site().locales) {
      const page = locale.data.pages.find((entry) => encodeURI(entry.path) === requestPath);
      if (page) return { locale, page };
    }
    return undefined;
  }

  /** The site's pages' own sources by page id, as of the last index (see `pageSource`). */
  let sourcesById: { of: SiteState['sources']; byId: Map<string, PageSource> } | undefined;

  /** The page's own source: its Markdown file. */
  function pageSource(page: PageMeta): PageSource | undefined {
    const { sources } = site();
    if (sourcesById?.of !== sources) {
      const byId = new Map<string, PageSource>();
      for (const source of sources.values()) {
        const id = pageId(source);
        if (id !== undefined && !byId.has(id)) byId.set(id, source);
      }
      sourcesById = { of: sources, byId };
    }
    return sourcesById.byId.get(page.id);
  }

  /** Each locale's pages by route path, as of the last index: a build looks up every page. */
  const pagesByPath = new WeakMap<LocaleState['data']['pages'], Map<string, PageMeta>>();

  /** The page at a route path in a locale, with its own source; if any. */
  function pageIn(locale: LocaleState, routePath: string) {
    const { pages } = locale.data;
    let byPath = pagesByPath.get(pages);
    if (!byPath) {
      byPath = new Map(pages.map((page) => [page.path, page]));
      pagesByPath.set(pages, byPath);
    }
    const indexed = byPath.get(routePath);
    const source = indexed && pageSource(indexed);
    return indexed && source && { indexed, source };
  }

  /** `page/<locale>/<route path>`: the compiled page with its metadata (title, TOC, tabs). */
  function pageModule(locale: LocaleState, routePath: string): string | undefined {
    const page = pageIn(locale, routePath);
    if (!page) return undefined;
    const { indexed, source } = page;
    const file = JSON.stringify(source.file);
    return [
      `export * from ${file};`,
      `export { default } from ${file};`,
      // Dev: the compiled page carries its metadata, so that an edit updates both at once.
      quickIndex
        ? acceptPageEdits(source.file, indexed.path)
        : `export const meta = ${JSON.stringify(indexed)};`,
    ].join('\n');
  }

  /**
   * Build: what a page the bundles leave out (`page/<locale>/...`) is made of, with its metadata;
   * none for a page they bundle.
   */
  async function standalonePage(name: string) {
    const at = localeRoute(name.slice('page/'.length));
    const page = at && pageIn(at.locale, at.routePath);
    if (!page) return undefined;
    const { standalone } = await (await pageCompiler()).compile(page.source);
    return (
      standalone && {
        parts: standalone,
        meta: `export const meta = ${JSON.stringify(page.indexed)};`,
      }
    );
  }

  /** Dev: the metadata of the page whose own file `source` is, with its headings read whole. */
  function openedPageMeta(source: PageSource): PageMeta | undefined {
    const locale = site().locales.find((entry) => entry.locale.id === source.locale);
    const indexed = locale?.data.pages.find((page) => page.path === source.routePath);
    return indexed && { ...indexed, ...scanWhole(source, indexed.lastUpdated) };
  }

  /** Dev: scans an opened page whole, for what its head does not tell: its TOC, tabs and demos. */
  function scanWhole(source: PageSource, lastUpdated: number): Pick<PageMeta, 'toc' | 'tabs'> {
    const page = scans.whole(source, lastUpdated);
    for (const demo of page.demos) openedDemos.set(demo.id, { ...demo, page, source });
    openedTables.set(source.file, page.apiTables);
    warnApiTables(page.apiTables);
    return { toc: page.meta.toc, tabs: page.meta.tabs };
  }

  /**
   * Dev: says in the terminal which of the tables can list nothing, as the build does, once the
   * types are read: when a page is opened or edited, and for every opened page when the types
   * change (a component renamed).
   */
  function warnApiTables(tables: readonly ApiTableRef[]): void {
    const api = devApi;
    if (!api || tables.length === 0) return;
    void api.settled().then((definitions) => {
      // A failed read leaves no definitions: every table shows why, and none is at fault.
      if (!server || api.state().status !== 'ready') return;
      for (const problem of apiTableProblems(tables, definitions)) {
        server.config.logger.warn(problem, { timestamp: true });
      }
    });
  }

  /** `search-data/<id>`: a locale's search data, other than the default locale's. */
  async function localeSearchDataModule(localeId: string): Promise<string | undefined> {
    const whole = completeState().locales.find((entry) => entry.locale.id === localeId);
    return whole && searchDataModule(whole, await readApiDefinitions());
  }

  /** `<locale id><route path>`, as a locale's modules are named: the locale and the path. */
  function localeRoute(rest: string): { locale: LocaleState; routePath: string } | undefined {
    const localeId = rest.split('/')[0] ?? '';
    const locale = site().locales.find((entry) => entry.locale.id === localeId);
    return locale && { locale, routePath: rest.slice(localeId.length) || '/' };
  }

  /** `locale/<id>`, `section/<id>/...`, `page/<id>/...`: a locale's share. */
  function localeModule(kind: string, rest: string): string | undefined {
    const at = localeRoute(rest);
    if (!at) return undefined;
    const { locale, routePath } = at;
    if (kind === 'section') return sectionModule(locale, routePath);
    if (kind === 'section-pages') return sectionPagesModule(locale, routePath);
    if (kind === 'page') return pageModule(locale, routePath);
    return [
      exportLocaleTexts(locale.locale.id, 'texts'),
      `export const nav = ${JSON.stringify(locale.data.nav)};`,
      `export const sectionLoaders = ${sectionLoaders(locale)};`,
    ].join('\n');
  }

  function demoRef(id: string): DemoRef | undefined {
    // Dev: a demo of an opened page, else (the standalone demo page) of any page.
    const demo = site().demos.get(id) ?? openedDemos.get(id) ?? completeState().demos.get(id);
    return (
      demo && {
        id: demo.id,
        entryFile: demo.entryFile,
        tag: demo.tag,
        routeId: demo.page.meta.id,
        pageTitle: demo.page.meta.title,
        attrs: demo.attrs,
      }
    );
  }

  /** Dev: the page whose own file (not a tab's or an embedded one's) this is, if any. */
  function editedPage(file: string): PageSource | undefined {
    const source = quickIndex ? site().sources.get(file) : undefined;
    return source && !('key' in source) ? source : undefined;
  }

  /** Dev: reads the site's index again and reloads the browser, whose navigation may change. */
  async function reindex(devServer: ViteDevServer) {
    try {
      indexed = await scans.withHeads((scan) => indexSite(config, scan));
      wholeState = undefined;
      scans.saveHeads();
    } catch (error) {
      devServer.config.logger.error(String(error instanceof Error ? error.message : error));
      return;
    }
    for (const name of SITE_MODULES) invalidate(name);
    for (const module of devServer.moduleGraph.idToModuleMap.values()) {
      const name = module.id?.startsWith(RESOLVED) ? module.id.slice(RESOLVED.length) : '';
      if (name.startsWith('demo') || LOCALE_MODULES.some((kind) => name.startsWith(`${kind}/`)))
        devServer.moduleGraph.invalidateModule(module);
    }
    devServer.ws.send({ type: 'full-reload' });
  }

  /**
   * Dev: a page compiled with its code shown plain is compiled again once the highlighter has
   * loaded, and replaced in the open page as an edit would be.
   */
  async function highlightOnceLoaded(source: PageSource) {
    await (await highlighting()).highlighterLoaded();
    // Compiled here rather than when the browser asks again, which it may not (the page closed):
    // the next start then finds the page compiled, highlighted. A fault shows on that request.
    const compiled = await (await pageCompiler()).compile(source).catch(() => undefined);
    const environment = server?.environments.client;
    const module = environment?.moduleGraph.getModuleById(source.file);
    if (compiled && module) await environment?.reloadModule(module);
  }

  /**
   * A module the engine makes, by the bundler's id: its code, the files it read, and whether the
   * code carries its own source map (a page's, a demo's) or has none to give.
   */
  async function makeModule(
    id: string,
    ssr: boolean,
  ): Promise<{ code: string; files: string[]; ownMap: boolean } | undefined> {
    const plain = (code: string | undefined) =>
      code === undefined ? undefined : { code, files: [], ownMap: false };
    if (!id.startsWith(RESOLVED)) {
      const source = site().sources.get(id);
      if (!source) return undefined;
      const { code, watchFiles, codeShownPlain } = await (await pageCompiler()).compile(source);
      if (codeShownPlain) void highlightOnceLoaded(source);
      const meta = editedPage(id) && (await scans.withParser(() => openedPageMeta(source)));
      return {
        code: meta ? `${code}\nexport const meta = ${JSON.stringify(meta)};` : code,
        files: watchFiles,
        ownMap: true,
      };
    }
    const name = id.slice(RESOLVED.length);
    const [kind = '', demoId] = name.split('/');
    // Only a reader's search loads the search data, never a prerender: the server bundle goes
    // without it (at 1,000 pages, megabytes the bundler would parse and map for nothing).
    if (ssr && kind === 'search-data') return plain('export default undefined;');
    if (quickIndex && WHOLE_SCAN_MODULES.includes(kind)) await scans.loadParser();
    if (demoId !== undefined && kind === 'search-data')
      return plain(await localeSearchDataModule(name.slice(kind.length + 1)));
    if (demoId !== undefined && LOCALE_MODULES.includes(kind))
      return plain(localeModule(kind, name.slice(kind.length + 1)));
    if (demoId !== undefined && (kind === 'demo' || kind === 'demo-code')) {
      const ref = await scans.withParser(() => demoRef(demoId));
      if (!ref) {
        const code = `throw new Error(${JSON.stringify(`No demo ${demoId}`)});`;
        return { code, files: [], ownMap: true };
      }
      const { renderDemoCodeModule, renderDemoModule } = await demoRenderer();
      // Asked for when a reader opens the code: highlighted at once, never shown plain.
      if (kind === 'demo-code') {
        await (await highlighting()).loadHighlighter();
        return { code: await renderDemoCodeModule(ref), files: [], ownMap: true };
      }
      const { code, watchFiles } = await renderDemoModule(ref);
      return { code, files: watchFiles, ownMap: true };
    }
    if (kind === 'builtin')
      return { code: builtinModule(name.slice(kind.length + 1)), files: [], ownMap: true };
    const module = modules[name];
    return module && plain(await module());
  }

  /**
   * Build: what a demo's module is made from, which a bundle's cache compares rather than make the
   * module again (its code's highlighting): the demo as the page shows it, but where its tag is
   * (which only an error names), and its files (which its module, `demo/<id>`, reads, and its
   * code's, `demo-code/<id>`, shows).
   */
  async function recipeKey(id: string): Promise<string | undefined> {
    if (!id.startsWith(RESOLVED)) return undefined;
    const [kind = '', demoId] = id.slice(RESOLVED.length).split('/');
    if (demoId === undefined || (kind !== 'demo' && kind !== 'demo-code')) return undefined;
    const ref = await scans.withParser(() => demoRef(demoId));
    return contentKey(kind, JSON.stringify(ref && { ...ref, tag: undefined }));
  }

  /** Build: the modules made for each bundle (see MadeModules), by the bundler's id. */
  const recorded = {
    client: new Map<string, { key: string; files: string[] }>(),
    server: new Map<string, { key: string; files: string[] }>(),
  };

  function madeModules(consumer: 'client' | 'server'): MadeModules {
    return {
      made: () => recorded[consumer],
      owns: (id) => id.startsWith(RESOLVED) || site().sources.has(id),
      async keyNow(id) {
        try {
          const page = id.startsWith(`${RESOLVED}page/`)
            ? await standalonePage(id.slice(RESOLVED.length))
            : undefined;
          if (page) return OUTSIDE;
          const recipe = await recipeKey(id);
          if (recipe !== undefined) return recipe;
          const module = await makeModule(id, consumer === 'server');
          return module && contentKey(module.code);
        } catch {
          // What no longer builds is built, to be reported with its file and line.
          return undefined;
        }
      },
    };
  }

  function invalidate(name: string) {
    const module = server?.moduleGraph.getModuleById(`${RESOLVED}${name}`);
    if (module) server?.moduleGraph.invalidateModule(module);
  }

  return {
    name: 'docs-engine',
    enforce: 'pre',
    api: {
      siteState: site,
      pageModules(requestPath) {
        const found = pageAt(requestPath);
        if (!found) return [];
        const { locale, page } = found;
        const section = `${PREFIX}section/${locale.locale.id}${sectionOf(page.path, locale)}`;
        return [section, pageModuleId(locale.locale.id, page.path)].map((id) => `\0${id}`);
      },
      pageFile(requestPath) {
        const found = pageAt(requestPath);
        return found && pageSource(found.page)?.file;
      },
      saveIndex() {
        scans.saveHeads();
      },
      knowsDemo(id) {
        return site().demos.has(id) || openedDemos.has(id);
      },
      madeModules,
      async outsidePages() {
        const pages: OutsidePage[] = [];
        for (const { locale, data } of site().locales) {
          for (const { path: routePath } of data.pages) {
            const id = pageModuleId(locale.id, routePath);
            const page = await standalonePage(id.slice(PREFIX.length));
            if (page) pages.push({ pageModule: resolvedModuleId(id), ...page });
          }
        }
        return pages;
      },
      async searchData() {
        const [first, ...others] = site().locales;
        if (!first) return [];
        const api = await readApiDefinitions();
        return [first, ...others].flatMap((locale) => searchDataFiles(locale, api));
      },
      async warmUp(whenQuiet) {
        const source = warmUpSource(config.locales[0]?.id ?? 'en-US');
        const steps = [
          () => scans.loadParser(),
          () => highlighting().then(({ loadHighlighter }) => loadHighlighter()),
          () => pageCompiler().then((loaded) => loaded.compile(source)),
          () => demoRenderer(),
        ];
        for (const step of steps) {
          if (!(await whenQuiet())) return false;
          try {
            await step();
          } catch {
            // Only a head start lost: the page that needs it loads it again, and reports the
            // fault there.
          }
        }
        return true;
      },
    } satisfies DocsEnginePluginApi,

    config(_, { command }) {
      runtimeBundle =
        command === 'serve' && quickIndex ? devRuntimeOptimizeDeps(config.root) : undefined;
      // The dev server crawls no page up front (a site may have thousands): the runtime's own
      // dependencies are bundled at start, so that no page, and no demo a reader edits live,
      // finds one late and reloads, losing what was typed. Named here, they reach the browser
      // as soon as they are bundled, not once the first page has compiled (Vite's wait for
      // dependencies its crawl of that page might find, which held the runtime a second).
      return {
        optimizeDeps: {
          holdUntilCrawlEnd: false,
          // No HTML file to scan: Vite would otherwise walk the whole site folder (every page)
          // looking for one before it starts bundling.
          entries: [],
          include: [
            'react',
            'react/jsx-runtime',
            'react/jsx-dev-runtime',
            'react-dom/client',
            ...RUNTIME_TOOLS.map((name) => `${enginePackage.name} > ${name}`),
            ...(runtimeBundle?.include ?? []),
          ],
          extensions: runtimeBundle?.extensions,
          rolldownOptions: runtimeBundle?.rolldownOptions,
        },
      };
    },

    configResolved(resolved) {
      if (resolved.command !== 'serve' || !quickIndex || runtimeBundle) return;
      resolved.logger.warn(
        `${path.relative(process.cwd(), config.root) || '.'} does not resolve ${enginePackage.name}: ` +
          'the runtime is served module by module, and the first page takes longer to show. ' +
          "Install the engine in the site's folder to have its runtime bundled.",
      );
    },

    async resolveId(id, importer) {
      if (id === `${PREFIX}theme`) return THEME_ENTRY;
      if (importer?.startsWith(THEME_DIR) && id.startsWith('.')) {
        return slotOverride(path.resolve(path.dirname(importer), id), importer, config.root);
      }
      if (!id.startsWith(PREFIX)) return undefined;
      const name = id.slice(PREFIX.length);
      const [kind = ''] = name.split('/');
      const { consumer } = this.environment.config;
      // Build: the search data and any page the bundles leave out are imported from outside
      // (see ClientPages and ServerPages).
      const { serverPages, clientPages } = options;
      if (kind === 'search-data' && consumer === 'client' && clientPages) {
        const localeId = name.split('/')[1] ?? config.locales[0]?.id ?? 'en-US';
        return { id: `${SEARCH_PLACEHOLDER}${localeId}`, external: true };
      }
      const page =
        kind === 'page' && (serverPages || clientPages) ? await standalonePage(name) : undefined;
      const outside =
        page && consumer === 'server'
          ? serverPages?.fileOf(resolvedModuleId(id))
          : page && clientPages?.placeholder(resolvedModuleId(id));
      if (outside) {
        recorded[consumer].set(resolvedModuleId(id), { key: OUTSIDE, files: [] });
        return { id: outside, external: true };
      }
      return modules[name] ||
        name.startsWith('demo/') ||
        name.startsWith('demo-code/') ||
        name.startsWith('builtin/') ||
        (name.includes('/') && LOCALE_MODULES.includes(kind))
        ? resolvedModuleId(id)
        : undefined;
    },

    async load(id, options) {
      const module = await makeModule(id, options?.ssr === true);
      if (!module) return undefined;
      for (const file of module.files) this.addWatchFile(file);
      if (!server) {
        recorded[this.environment.config.consumer].set(id, {
          key: (await recipeKey(id)) ?? contentKey(module.code),
          files: module.files,
        });
      }
      return module.ownMap ? module.code : withoutSourceMap(module.code);
    },

    // Dev: the optimizer's bundles, Vite's client, React's refresh runtime and the compiled pages
    // are served without the source map Vite would otherwise make for a module with none,
    // mapping each file to itself token by token as it sends it: 0.3 s on the main thread for
    // React DOM's megabyte on the first page, and twice the bytes sent, for a map that shows the
    // same code. (A build keeps a page's own: a failed render's stack then names its file.)
    transform(code, id) {
      if (!server) return undefined;
      const selfMapped =
        server.environments.client.depsOptimizer?.isOptimizedDepFile(id) ||
        id === REACT_REFRESH_RUNTIME ||
        id.endsWith(VITE_CLIENT_SUFFIX) ||
        site().sources.has(id);
      return selfMapped ? withoutSourceMap(code) : undefined;
    },

    // Dev: an edit to a page that leaves its title and place in the navigation as they were
    // recompiles that page alone, and its module (which accepts its own updates) replaces the
    // page on screen. Any other edit to it reindexes the site and reloads.
    async hotUpdate({ type, file, modules, read }) {
      const source = type === 'update' ? editedPage(file) : undefined;
      if (!source || !server || this.environment.name !== 'client') return undefined;
      // An editor may save by emptying the file, then writing it: Vite's read waits a moment
      // for the write. A page still empty is replaced as it is, not taken for a page that lost
      // its title (a reindex and a reload, losing the open page's state): the write's own
      // change brings its text.
      if ((await read()) === '') return modules;
      let navigationChanged: boolean;
      try {
        navigationChanged = scans.navigationChanged(source);
      } catch {
        // A fault in the page's head: its compile reports it, file and line, in the browser.
        return modules;
      }
      if (navigationChanged) {
        await reindex(server);
        return [];
      }
      wholeState = undefined;
      for (const name of ['search-data', `search-data/${source.locale}`]) invalidate(name);
      return modules;
    },

    generateBundle(_options, bundle) {
      if (this.environment.config.consumer !== 'client') return;
      const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
      if (!entry) return;
      // The lists of page chunks keep their names from build to build (revalidatedChunkFile), as
      // does the search data: the entry's final name, and the search data's, can be written
      // into the chunks that import them once every name is known.
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        file.code = file.code
          .replaceAll(ENTRY_PLACEHOLDER, () => relativeImport(file.fileName, entry.fileName))
          .replace(SEARCH_PLACEHOLDERS, (_placeholder, localeId: string) =>
            relativeImport(file.fileName, searchDataFile(localeId)),
          );
      }
    },

    async closeBundle() {
      await (await ownCompiler)?.close();
    },

    async buildStart() {
      if (!indexed) await scans.loadParser();
    },

    async configureServer(devServer) {
      server = devServer;
      indexed = await scans.withHeads((scan) => indexSite(config, scan));
      const onChange = (file: string) => {
        if (!file.endsWith('.md') && !file.includes(`${path.sep}demos${path.sep}`)) return;
        void reindex(devServer);
      };
      // An edit to a page's own file is the hot update's (see hotUpdate).
      const onEdit = (file: string) => {
        if (!editedPage(file)) onChange(file);
      };
      devServer.watcher.add(config.docsDir);
      const runtimeFolders = runtimeBundle ? editableRuntimeFolders() : [];
      if (runtimeFolders.length > 0) {
        devServer.watcher.add(runtimeFolders);
        devServer.watcher.on('change', (file) => {
          if (!runtimeFolders.some((folder) => file.startsWith(`${folder}${path.sep}`))) return;
          devServer.config.logger.warn(
            `${path.relative(process.cwd(), file)}: the engine's runtime changed, and the dev ` +
              'server serves it bundled as it was at start: restart it to bundle it again.',
            { timestamp: true },
          );
        });
      }
      devServer.watcher.on('add', onChange);
      devServer.watcher.on('unlink', onChange);
      devServer.watcher.on('change', onEdit);
      if (config.apiParser) {
        const { entryFile } = config.apiParser;
        devApi = devApiDefinitions({
          entryFile,
          read: () =>
            apiExtractor().then(({ extractApi }) =>
              extractApi(entryFile, { cacheDir: cacheDir(config) }),
            ),
          watcher: devServer.watcher,
          logger: devServer.config.logger,
          onChange: () => {
            // The search data lists the props too.
            for (const name of ['api', 'search-data']) invalidate(name);
            for (const { locale } of site().locales) invalidate(`search-data/${locale.id}`);
            devServer.ws.send({ type: 'full-reload' });
            warnApiTables([...openedTables.values()].flat());
          },
        });
      }
    },
  };
}

/** An object literal of loaders, `{ key: () => import(specifier) }`, one line each. */
function importers(entries: readonly (readonly [string, string])[]): string {
  const lines = entries.map(
    ([key, specifier]) => `  ${JSON.stringify(key)}: () => import(${JSON.stringify(specifier)}),`,
  );
  return `{\n${lines.join('\n')}\n}`;
}

/** The loader of each demo of the site, by id. */
function demoImporters(state: SiteState): string {
  return importers([...state.demos.keys()].map((id) => [id, `${PREFIX}demo/${id}`]));
}

/** The id @vitejs/plugin-react gives its refresh runtime, and the end of Vite's client's. */
const REACT_REFRESH_RUNTIME = '/@react-refresh';
const VITE_CLIENT_SUFFIX = '/vite/dist/client/client.mjs';

/**
 * A locale's search data: the search worker's 'generate-metadata' payload as JSON texts, a head
 * and a part per section (see splitSearchData), which the worker parses. The page that loads it
 * only passes it on (see SearchRequest).
 */
function searchDataParts(locale: LocaleState, api: ApiDefinitions): string[] {
  const payload: SearchMetadataInput = { ...withApiAnchors(locale, api), nav: locale.data.nav };
  return splitSearchData(payload, (routePath) => sectionOf(routePath, locale));
}

/** Dev: a locale's search data as one module. */
function searchDataModule(locale: LocaleState, api: ApiDefinitions): string {
  return `export default ${JSON.stringify(searchDataParts(locale, api))};`;
}

/**
 * Build: a locale's search data as files, a module per part beside the one that lists them:
 * the part of an edited page's section is the one file that changes.
 */
function searchDataFiles(locale: LocaleState, api: ApiDefinitions) {
  const localeId = locale.locale.id;
  const [head, ...parts] = searchDataParts(locale, api);
  const list = searchDataFile(localeId);
  const partFiles = parts.map((code, index) => ({
    file: searchPartFile(localeId, index),
    code: `export default ${JSON.stringify(code)};`,
  }));
  const imports = partFiles.map(
    ({ file }, index) => `import part${index} from ${JSON.stringify(relativeImport(list, file))};`,
  );
  const listed = [JSON.stringify(head), ...partFiles.map((_, index) => `part${index}`)];
  return [
    ...partFiles,
    { file: list, code: [...imports, `export default [${listed.join(', ')}];`].join('\n') },
  ];
}

/** `virtual:docs-engine/api`: the API tables' rows, or why there are none. */
function apiModule(state: ApiState): string {
  return [
    `export const apiStatus = ${JSON.stringify(state.status)};`,
    `export const apiDefinitions = ${JSON.stringify(state.definitions)};`,
    `export const apiError = ${state.status === 'failed' ? JSON.stringify(state.error) : 'undefined'};`,
  ].join('\n');
}

/**
 * A module the engine writes, which has no source to map back to: Vite would otherwise map it
 * to itself, token by token, each time it serves it (a section of 1,000 pages on the first
 * page's way).
 */
function withoutSourceMap(code: string | undefined) {
  return code === undefined ? undefined : { code, map: { mappings: '' } };
}

/**
 * `virtual:docs-engine/loaders`: how to fetch the default locale's sections, the other locales,
 * each locale's search data and the demo index. Only the entries import it: the file names of
 * those chunks change with the content, and the chunk that names them changes with them, so they
 * are named in the entry, which no other chunk imports, and not in the runtime, which all do.
 */
function renderLoadersModule(locales: readonly LocaleState[], defaultSections: string): string {
  const [first, ...others] = locales;
  const loader = (kind: string, id: string) =>
    `    ${JSON.stringify(id)}: () => import(${JSON.stringify(`${PREFIX}${kind}/${id}`)}),`;
  return [
    'export const siteLoaders = {',
    `  sections: ${defaultSections},`,
    `  locales: {\n${others.map(({ locale }) => loader('locale', locale.id)).join('\n')}\n  },`,
    `  search: {\n${[
      ...(first
        ? [`    ${JSON.stringify(first.locale.id)}: () => import('${PREFIX}search-data'),`]
        : []),
      ...others.map(({ locale }) => loader('search-data', locale.id)),
    ].join('\n')}\n  },`,
    `  demoIndex: () => import('${PREFIX}demo-index'),`,
    '};',
  ].join('\n');
}

/**
 * Dev: a page's module takes the updates of its compiled Markdown, which carries the page's
 * metadata too, and hands the new chunk to the runtime: the page changes without a reload, and
 * the navigation is not rebuilt. Accepting them here stops the update from marking the runtime's
 * modules (which import every page through the site's chunks) as changed.
 */
function acceptPageEdits(file: string, routePath: string): string {
  const detail = `{ path: ${JSON.stringify(routePath)}, chunk: next }`;
  return [
    'if (import.meta.hot) {',
    `  import.meta.hot.accept(${JSON.stringify(file)}, (next) => {`,
    `    if (next) window.dispatchEvent(new CustomEvent(${JSON.stringify(PAGE_EDIT_EVENT)}, { detail: ${detail} }));`,
    '  });',
    '}',
  ].join('\n');
}

/** What the browser's first load holds of the site: no page, no sidebar (see `section/...`). */
function clientSiteData(siteData: SiteData): ClientSiteData {
  const { title, logo, base, locales, themeConfig, nav, apiParser, llms, version } = siteData;
  return { title, logo, base, locales, themeConfig, nav, apiParser, llms, version };
}

/** The section of a page, by the default locale's nav path, as sidebars are keyed. */
function sectionOf(routePath: string, locale: LocaleState): string {
  return sectionPath(unlocalizePath(routePath, locale.locale));
}

/** A page's route id: its file in the docs folder, without `.md`. */
function pageId(source: PageSource): string | undefined {
  return 'key' in source ? undefined : source.relativeFile.replace(/\.md$/, '');
}

// The build imports it from here.
export { cacheDir };

/** The module of a locale's data (`locale/...`): its texts, navigation and section loaders. */
export function localeModuleId(localeId: string): string {
  return `${PREFIX}locale/${localeId}`;
}

/** The module of a section of a locale (`section/...`): its sidebar and page paths. */
export function sectionModuleId(localeId: string, section: string): string {
  return `${PREFIX}section/${localeId}${section}`;
}

/** The module of a section's page chunk loaders (`section-pages/...`), fetched to leave a page. */
export function sectionPagesModuleId(localeId: string, section: string): string {
  return `${PREFIX}section-pages/${localeId}${section}`;
}

/** The browser bundle's folder of the files whose names stay the same whatever their content. */
const REVALIDATED_DIR = '~data';

/**
 * The file, outside `assets/`, of a chunk whose name stays the same whatever its content: a
 * section's list of page chunks, which an edit to one of its pages changes. Named after its
 * content, each new name would change the chunks that import it, up to the entry, which every
 * page's HTML names: a one-page edit would give every page a new HTML file and every reader a new
 * entry to fetch. Hosts serve them `no-cache` (README, `preview`). Undefined for any other chunk.
 */
export function revalidatedChunkFile(resolvedId: string | null | undefined): string | undefined {
  if (!resolvedId?.startsWith(RESOLVED)) return undefined;
  const name = resolvedId.slice(RESOLVED.length);
  const [kind = '', localeId = ''] = name.split('/');
  if (kind !== 'section-pages') return undefined;
  const section = name.slice(`${kind}/${localeId}`.length).replace(/\/$/, '');
  // The home section ('/') is `pages.js`, beside the folder of the others: `pages/index.js`
  // would also be the file of a section named `/index`.
  return `${REVALIDATED_DIR}/${localeId}/pages${section}.js`;
}

/**
 * The file of a locale's search data, made beside the browser bundle (see `searchData`), under a
 * name that stays the same, as a section's list of page chunks does (`revalidatedChunkFile`).
 */
export function searchDataFile(localeId: string): string {
  return `${REVALIDATED_DIR}/${localeId}/search.js`;
}

/** The file of a part of a locale's search data (see `searchDataFile`), by its place in the list. */
function searchPartFile(localeId: string, index: number): string {
  return `${REVALIDATED_DIR}/${localeId}/search/${index + 1}.js`;
}

/** The module of a page in a locale: its compiled content with its metadata (`page/...`). */
export function pageModuleId(localeId: string, routePath: string): string {
  return `${PREFIX}page/${localeId}${routePath}`;
}

/** The id the bundler gives a virtual module of the site, such as a `pageModuleId`. */
export function resolvedModuleId(moduleId: string): string {
  return `\0${moduleId}`;
}

/** Whether the bundler's id of a module is a page's module. */
export function isPageModule(resolvedId: string): boolean {
  return resolvedId.startsWith(`${RESOLVED}page/`);
}

/** The bundler's id of a demo's module. */
export function demoModuleId(id: string): string {
  return resolvedModuleId(`${PREFIX}demo/${id}`);
}

/** Whether the bundler's id of a module is a demo's (`demo/<id>`). */
export function isDemoModule(resolvedId: string): boolean {
  return resolvedId.startsWith(`${RESOLVED}demo/`);
}

/**
 * Whether the bundler's id of a module is the index of every demo, which only a standalone demo
 * page loads (in the browser: they are not prerendered).
 */
export function isDemoIndexModule(resolvedId: string): boolean {
  return resolvedId === `${RESOLVED}demo-index`;
}
