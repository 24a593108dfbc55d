import { readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as Vite from 'vite';
import type { InlineConfig, Manifest, Plugin, Rolldown } from 'vite';
import enginePackage from '../../package.json' with { type: 'json' };
import type { RenderResult } from '../client/entry-server.tsx';
import { htmlLang, unlocalizePath } from '../shared/localePaths.ts';
import { sectionPath } from '../shared/sectionPath.ts';
import type { Locale, PageMeta } from '../shared/types.ts';
import { siteApiTableProblems } from './api/apiTableProblems.ts';
import { extractApiDefinitions } from './api/extractApiDefinitions.ts';
import { sharedChunkName, STATE_SLOTS_CHUNK } from './chunkGroups.ts';
import { createPhaseClock, type PhaseClock } from './buildPhases.ts';
import { CODE_PANEL, defaultBuiltins } from './builtins.ts';
import { createPageCompiler, type PageCompiler } from './compile/pageCompiler.ts';
import { collectGarbage } from './collectGarbage.ts';
import { colorModeScript } from './colorModeScript.ts';
import type { ResolvedConfig } from './config/SiteConfig.ts';
import { renderMarkdownFiles } from './llms/renderMarkdownFiles.ts';
import { hostnameWarning, localeAlternates } from './localeAlternates.ts';
import { localeTexts } from './localeTexts.ts';
import { assertSafeOutDir } from './outDirGuard.ts';
import { createPrecompressor, type Precompressor } from './precompress.ts';
import { inLanes } from './inLanes.ts';
import { createDocumentCache } from './prerender/documentCache.ts';
import { createRenderCache, type RenderCache } from './prerender/renderCache.ts';
import { collectRenderProblems, RenderThrew } from './prerender/renderProblems.ts';
import { renderKeys } from './prerender/renderKeys.ts';
import { createServerPages } from './prerender/serverPages.ts';
import { createClientPages } from './clientPages.ts';
import { createBundleCache, lockfileKey, treeKey } from './bundleCache.ts';
import { fileKey } from './compile/fileDependencies.ts';
import { engineFingerprint } from './compile/engineFingerprint.ts';
import { contentKey } from './contentCache.ts';
import { serverPageModule } from './markdown/standalonePage.ts';
import { createRenderPool, type RenderPool } from './prerender/renderPool.ts';
import { renderHtml, type HtmlDocument } from './renderHtml.ts';
import { writeServeRecord } from './server/serveRecord.ts';
import { runServerLoader } from './serverLoader.ts';
import { loadSiteState, type SiteState } from './siteState.ts';
import { displayPath, pageSources } from './pages/scanSite.ts';
import { cachedScanPage, knownScan } from './pages/cachedScanPage.ts';
import type { ScannedPage } from './pages/scanPage.ts';
import { renderSitemap } from './sitemap.ts';
import { siteUrl } from './siteUrl.ts';
import { projectRoots } from './pages/projectRoots.ts';
import { buildIntoFreshFolder } from './swapOutput.ts';
import {
  CLIENT_APP,
  CLIENT_ENTRY,
  RENDER_THREAD_ENTRY,
  ssrOutDir,
  viteConfig,
} from './viteConfig.ts';
import { groupStylesheets, staticScripts, staticStyles } from './staticScripts.ts';
import { attributeFlag } from './markdown/attributeFlag.ts';
import { demoTitle, readDemoFrontmatter } from './demo/readDemoFrontmatter.ts';
import {
  cacheDir,
  docsEnginePlugin,
  isDemoIndexModule,
  isDemoModule,
  demoModuleId,
  isPageModule,
  localeModuleId,
  pageModuleId,
  resolvedModuleId,
  revalidatedChunkFile,
  sectionModuleId,
  type DocsEnginePluginApi,
} from './vitePlugin.ts';

export interface BuildReport {
  pages: number;
  demos: number;
  outDir: string;
  ms: number;
  /** How many of the pages' prerenders came from the cache of the previous build. */
  reusedRenders: number;
  /** The bundles (`browser`, `server`) taken as they were from the cache of the previous build. */
  reusedBundles: string[];
  /**
   * Where the time went, wall and CPU, and the peak memory, e.g. `scan 1.2 s (2.3 s CPU) · bundle
   * 30.0 s (41.5 s CPU) · … · compress 3.0 s (5.8 s CPU) · peak memory 0.84 GiB (bundle)`.
   */
  phases: string;
}

/**
 * Vite keys a virtual module in the manifest by its id as a path relative to the site root, as if
 * it were a file in the folder the build runs from: `virtual:x` from the site root itself,
 * `../../somewhere/virtual:x` from elsewhere; and as a path, without a trailing slash.
 */
function manifestKeys(manifest: Manifest): (moduleId: string) => string {
  // Indexed once: a search of every key for each of a thousand pages' modules took 0.4 s.
  const byVirtualId = new Map<string, string>();
  for (const key of Object.keys(manifest)) {
    const at = key.indexOf('virtual:');
    if (at === 0 || key[at - 1] === '/') byVirtualId.set(key.slice(at), key);
  }
  return (moduleId) => {
    const id = moduleId.replace(/\/+$/, '');
    return byVirtualId.get(id) ?? id;
  };
}

/**
 * Builds a bundle with Vite, loaded then: a rebuild that takes both bundles from the cache does
 * without it (a tenth of a second).
 */
async function viteBuild(
  config: (vite: typeof Vite) => Promise<InlineConfig>,
): Promise<(Rolldown.OutputChunk | Rolldown.OutputAsset)[]> {
  const vite = await import('vite');
  return outputOf(await vite.build(await config(vite)));
}

/** The chunks and assets of a build that ran once (not watching). */
function outputOf(result: Awaited<ReturnType<typeof Vite.build>>) {
  const outputs = Array.isArray(result) ? result : [result];
  return outputs.flatMap((item): (Rolldown.OutputChunk | Rolldown.OutputAsset)[] =>
    'output' in item ? item.output : [],
  );
}

/** The HTML file of the page at a route path, in the output folder `dir`. */
function pageFile(dir: string, routePath: string): string {
  return path.join(dir, routePath, 'index.html');
}

/**
 * Builds the site: the browser bundle, a server bundle to prerender with, one HTML file per page
 * with its content in it, a shell for each standalone demo page, 404.html, sitemap and robots.
 * Any page that does not render fails the build, naming the page. The output folder is replaced
 * only by a complete build: a failed one leaves the previous output untouched.
 */
export async function buildSite(config: ResolvedConfig): Promise<BuildReport> {
  const started = performance.now();
  assertSafeOutDir(config);
  const warning = hostnameWarning(config);
  if (warning) console.warn(warning);
  const clock = createPhaseClock();
  const compiler = createPageCompiler({
    builtins: defaultBuiltins(),
    cacheDir: cacheDir(config),
    parallel: true,
    markdown: config.llms
      ? {
          hostname: config.hostname,
          base: config.base,
          locales: config.locales,
          allowedRoots: projectRoots(config.root),
        }
      : undefined,
  });
  let counts: Awaited<ReturnType<typeof writeSite>>;
  try {
    const state = await clock.time('scan', () => scanOnThreads(config, compiler));
    counts = await buildIntoFreshFolder(config.outDir, (dist) =>
      writeSite(config, state, dist, clock, compiler),
    );
    compiler.prune();
  } finally {
    await compiler.close();
  }
  return {
    ...counts,
    outDir: config.outDir,
    ms: Math.round(performance.now() - started),
    phases: clock.summary(),
  };
}

/** Up to this many pages to parse again, a scan thread would take longer to start than to help. */
const FEW_SCANS = 16;

/**
 * Scans every page, those the cache does not hold on the compile threads when there are many (the
 * main thread is free meanwhile; they compile what they scan), then compiles the rest: every
 * compiled page is at hand when the bundler asks. The first page in order that fails to scan
 * fails the build, as a scan on one thread would.
 */
async function scanOnThreads(config: ResolvedConfig, compiler: PageCompiler): Promise<SiteState> {
  const sources = pageSources(config);
  const scanCache = knownScan(cacheDir(config));
  const scanHere = cachedScanPage(cacheDir(config), displayPath);
  const cached = sources.map((source) => scanCache.known(source));
  const misses = cached.filter((page) => !page).length;
  const scans = await Promise.allSettled(
    sources.map(async (source, index) => {
      const page = cached[index];
      if (page) return page;
      return misses > FEW_SCANS ? compiler.scan(source) : scanHere(source, 0);
    }),
  );
  const scanned = new Map<string, ScannedPage>();
  for (const [index, scan] of scans.entries()) {
    if (scan.status === 'rejected') throw scan.reason;
    const source = sources[index];
    if (source) scanned.set(source.file, scan.value);
  }
  // Every page was looked up: what the cache holds beside them is of pages since edited or removed.
  scanCache.prune();
  // Compiled with their scans on a cold build, read from the cache on a warm one. A page that
  // fails to compile fails again, with its file and line, when the bundler asks.
  await Promise.allSettled(
    sources.flatMap((page) => [page, ...page.tabs]).map((source) => compiler.compile(source)),
  );
  // The threads' memory (a Markdown compiler and a highlighter each) goes before the bundler's,
  // and so does what their results left on this thread's heap.
  await compiler.close();
  await collectGarbage();
  return loadSiteState(config, (source, lastUpdated) => {
    const page = scanned.get(source.file);
    if (!page) throw new Error(`${source.displayFile} appeared while the site was scanned`);
    return { ...page, meta: { ...page.meta, lastUpdated } };
  });
}

/** The server bundle's Vite settings: with or without source maps, the same code under the same names. */
function serverBundleConfig(
  { mergeConfig }: typeof Vite,
  config: ResolvedConfig,
  shared: InlineConfig,
  sourcemap: boolean,
) {
  return mergeConfig(shared, {
    publicDir: false,
    build: {
      ssr: RENDER_THREAD_ENTRY,
      outDir: ssrOutDir(config),
      emptyOutDir: true,
      minify: false,
      sourcemap,
      // .mjs whatever the site's package.json says, so that Node imports the bundle as ESM.
      rolldownOptions: {
        output: {
          entryFileNames: '[name].mjs',
          chunkFileNames: 'assets/[name]-[hash].mjs',
          // The maps only name the line of a source a failed render came from: they need not
          // carry the sources themselves.
          sourcemapExcludeSources: true,
        },
      },
    },
    ssr: { noExternal: true },
  });
}

/** The files Vite reads `import.meta.env` from in a build, in the site's root. */
const ENV_FILES = ['.env', '.env.local', '.env.production', '.env.production.local'];

/**
 * What a bundle is built with beside its modules: the engine, the site's configuration (but where
 * the output goes), the packages installed (by the lockfile), the public files the browser bundle
 * copies, the theme slots the site overrides (which decide which files are bundled), and the
 * variables `import.meta.env` shows, from the environment and the site's `.env` files.
 */
function bundleSetting(config: ResolvedConfig): string {
  const environment = Object.entries(process.env)
    .filter(([name]) => name.startsWith('VITE_') || name === 'NODE_ENV')
    .sort(([a], [b]) => a.localeCompare(b));
  return contentKey(
    engineFingerprint(),
    JSON.stringify({ ...config, outDir: undefined }),
    lockfileKey(config.root),
    treeKey(path.join(config.root, 'public')),
    treeKey(path.join(config.root, 'theme', 'slots')),
    JSON.stringify(environment),
    ...ENV_FILES.map((name) => fileKey(path.join(config.root, name))),
  );
}

async function writeSite(
  config: ResolvedConfig,
  state: SiteState,
  dist: string,
  clock: PhaseClock,
  compiler: PageCompiler,
): Promise<Omit<BuildReport, 'outDir' | 'ms' | 'phases'>> {
  const renders = createRenderPool(path.join(ssrOutDir(config), 'renderThread.mjs'));
  const renderCache = createRenderCache(path.join(cacheDir(config), 'renders'));
  const compressor = createPrecompressor(dist, path.join(cacheDir(config), 'compressed'));
  try {
    return await writeSiteWith(config, state, dist, clock, {
      compiler,
      renders,
      renderCache,
      compressor,
    });
  } catch (error) {
    // Nothing may still write into the folder when the failed build removes it.
    await compressor.abandon();
    throw error;
  } finally {
    await renders.close();
  }
}

async function writeSiteWith(
  config: ResolvedConfig,
  state: SiteState,
  dist: string,
  clock: PhaseClock,
  {
    compiler,
    renders,
    renderCache,
    compressor,
  }: {
    compiler: PageCompiler;
    renders: RenderPool;
    renderCache: RenderCache;
    compressor: Precompressor;
  },
): Promise<Omit<BuildReport, 'outDir' | 'ms' | 'phases'>> {
  const serverPages = createServerPages(cacheDir(config));
  const documents = createDocumentCache(path.join(cacheDir(config), 'documents'));
  const clientPages = createClientPages(
    { runtime: CLIENT_APP, builtins: defaultBuiltins(), demo: demoModuleId },
    cacheDir(config),
  );
  // Type checking the components takes seconds: read once, for the bundles, the Markdown files
  // and the build's warnings. A failure fails the build where it is awaited.
  const apiDefinitions = config.apiParser
    ? extractApiDefinitions(config.apiParser.entryFile, { cacheDir: cacheDir(config) })
    : undefined;
  apiDefinitions?.catch(() => undefined);
  const plugin = docsEnginePlugin(config, {
    state,
    compiler,
    serverPages,
    clientPages,
    apiDefinitions,
  });
  const engine = plugin.api as DocsEnginePluginApi;
  let sharedConfig: Promise<InlineConfig> | undefined;
  const shared = () => (sharedConfig ??= viteConfig(config, plugin));
  const bundles = createBundleCache(cacheDir(config));
  const setting = bundleSetting(config);
  const [defaultLocale] = config.locales;
  if (!defaultLocale) throw new Error('A site has at least one locale');

  const url = siteUrl(config);
  // The pages' Markdown needs no bundle: it is made while the bundles build and the pages
  // prerender.
  const markdownFiles = config.llms
    ? renderMarkdownFiles({
        config,
        locales: state.locales,
        sources: state.sources,
        url,
        apiDefinitions,
      })
    : undefined;
  markdownFiles?.catch(() => undefined);
  const browser = await clock.time('bundle', async () => {
    const bundle = await bundles.bundle({
      name: 'browser',
      outDir: dist,
      setting,
      modules: engine.madeModules('client'),
      run: (recorder: Plugin) =>
        viteBuild(async ({ mergeConfig }) =>
          mergeConfig(await shared(), {
            plugins: [recorder],
            build: {
              outDir: dist,
              emptyOutDir: true,
              manifest: true,
              rolldownOptions: {
                input: CLIENT_ENTRY,
                output: {
                  codeSplitting: { groups: [{ name: sharedChunkName }] },
                  chunkFileNames: (chunk: Rolldown.PreRenderedChunk) =>
                    revalidatedChunkFile(chunk.facadeModuleId) ?? 'assets/[name]-[hash].js',
                },
              },
            },
          }),
        ),
    });
    // The browser bundle's memory goes before the server bundle's is taken.
    if (!bundle.reused) await collectGarbage();
    return bundle;
  });
  // The pages' folders are made while the pages are: each costs as much as a file.
  compressor.makeFolders([
    ...state.locales.flatMap(({ data }) => data.pages.map((page) => path.join(dist, page.path))),
    ...[...state.demos.keys()].map((id) => path.join(dist, '~demos', id)),
  ]);
  // The pages' Markdown files, handed to the compressor's threads once the bundle is in place,
  // the largest first (llms-full.txt): their compression takes the longest. A failure fails the
  // build where it is awaited, below.
  const markdownWritten = markdownFiles?.then((files) => {
    const largestFirst = [...files].sort(([, a], [, b]) => b.length - a.length);
    for (const [file, content] of largestFirst) compressor.write(path.join(dist, file), content);
  });
  markdownWritten?.catch(() => undefined);
  let sweptAssets: Promise<void> | undefined;
  // What the bundles import from outside: the pages, and the search data. Made while the server
  // bundle builds, which imports the pages by their files' names alone.
  const writeOutsidePages = async () => {
    // The search data first: the largest files, and the longest to compress.
    for (const { file, code } of await engine.searchData())
      compressor.write(path.join(dist, file), code);
    const outsidePages = await engine.outsidePages();
    await clientPages.emit({
      pages: outsidePages,
      chunks: browser.chunks,
      base: config.base,
      write: (file, content) => compressor.write(path.join(dist, file), content),
    });
    // The bundle's files are final now that the chunks importing the pages are written again
    // (the compressor takes a file once): they compress in the background while the rest is
    // built. Every other file of the output is handed to the compressor as it is written.
    sweptAssets = compressor.sweep(browser.files.map((file) => path.join(dist, file)));
    await Promise.all(
      outsidePages.map(({ pageModule, parts, meta }) =>
        serverPages.write(pageModule, {
          code: `${serverPageModule(parts)}\n${meta}`,
          demoModules: parts.demoIds.map(demoModuleId),
        }),
      ),
    );
  };
  // What a page's render runs, read from the server bundle as built: a page whose render would
  // run the same code as in the previous build is taken from its cache.
  const bundleServer = async () => {
    const bundle = await bundles.bundle({
      name: 'server',
      outDir: ssrOutDir(config),
      setting,
      modules: engine.madeModules('server'),
      run: (recorder: Plugin) =>
        viteBuild(async (vite) =>
          vite.mergeConfig(serverBundleConfig(vite, config, await shared(), false), {
            plugins: [recorder],
          }),
        ),
    });
    // The server bundle's memory (its module graph and chunks) goes before the render threads'.
    if (!bundle.reused) await collectGarbage();
    return bundle;
  };
  const server = await clock.time('ssr bundle and pages', async () => {
    const [bundled, written] = await Promise.allSettled([bundleServer(), writeOutsidePages()]);
    if (bundled.status === 'rejected') throw bundled.reason;
    if (written.status === 'rejected') throw written.reason;
    return bundled.value;
  });
  const renderKeyOf = renderKeys(server.chunks, {
    isPage: isPageModule,
    isDemo: isDemoModule,
    isUnrendered: isDemoIndexModule,
    outside: serverPages,
  });

  const { default: manifest } = (await import(
    pathToFileURL(path.join(dist, '.vite', 'manifest.json')).href,
    {
      with: { type: 'json' },
    }
  )) as { default: Manifest };
  const manifestKeyOf = manifestKeys(manifest);
  const relativeKey = (file: string) => path.relative(config.root, file).split(path.sep).join('/');
  /** A module's manifest key: a virtual module's by its id, a file's by its path. */
  const moduleKey = (moduleId: string) =>
    moduleId.startsWith('\0') ? manifestKeyOf(moduleId.slice(1)) : relativeKey(moduleId);
  const entryKey = relativeKey(CLIENT_ENTRY);
  const entryChunk = manifest[entryKey];
  if (!entryChunk) throw new Error('The browser build produced no entry chunk');
  // Every page's first load: the entry, and the app it imports once the page is painted.
  const appKey = relativeKey(CLIENT_APP);
  const startupKeys = [entryKey, appKey];
  const entryCss = startupKeys.flatMap((key) => staticStyles(manifest, key));
  const stateSlotCss = groupStylesheets(manifest, STATE_SLOTS_CHUNK);
  const codePanelCss = staticStyles(manifest, relativeKey(CODE_PANEL));
  const entryImports = staticScripts(manifest, [entryKey]).filter(
    (file) => file !== entryChunk.file,
  );
  const { render } = renders;
  const renderOnce = (address: string, pageModule?: string) =>
    renderCache.render(renderKeyOf(address, pageModule), () => render(address));

  const asset = (file: string) => `${config.base}${file}`;
  const cssFiles = new Map<string, string>();
  const readCss = (file: string) => {
    const css = cssFiles.get(file) ?? readFileSync(path.join(dist, file), 'utf8');
    cssFiles.set(file, css);
    return css;
  };
  const headScript = colorModeScript(config.themeConfig.prefersColor);
  const alternatesOf = localeAlternates(state.locales, url);
  /** Everything of a page's document but its body, with its stylesheets by file. */
  type Shell = Omit<HtmlDocument, 'body' | 'styles'> & { stylesheets: string[] };
  const shellFor = (
    locale: Locale,
    page: PageMeta | undefined,
    title: string,
    loaderData?: { key: string; data: unknown },
  ): Shell => {
    // The manifest names a page's chunk by its module id; its stylesheets (the demos' own among
    // them) are inlined, so nothing moves when the chunk arrives.
    const moduleId = page && pageModuleId(locale.id, page.path);
    // A page made outside the bundle (see ClientPages) takes its styles and scripts from the
    // builtins and demos it imports; a bundled one, from its chunk.
    const outside = moduleId && clientPages.page(resolvedModuleId(moduleId));
    const pageKeys = outside
      ? outside.modules.map(moduleKey)
      : moduleId
        ? [manifestKeyOf(moduleId)]
        : [];
    const pageCss = pageKeys.flatMap((key) => staticStyles(manifest, key));
    const pageFile = outside ? outside.file : pageKeys[0] && manifest[pageKeys[0]]?.file;
    // A demo that shows its code from the start is prerendered with its code panel, whose
    // styles otherwise come with the panel's own chunk when a reader first shows the code.
    const showsCode =
      page !== undefined && demosOf(page).some((demo) => attributeFlag(demo.attrs.defaultShowCode));
    if (showsCode) pageCss.push(...codePanelCss);
    // The entry reaches the page's chunk through its locale's and section's, each found only once
    // the one before has run: listed in the HTML, they are all fetched at once.
    const startupModules = page
      ? [
          localeModuleId(locale.id),
          sectionModuleId(locale.id, sectionPath(unlocalizePath(page.path, locale))),
        ]
      : [];
    const preloads = [
      ...staticScripts(manifest, [
        ...startupKeys,
        ...startupModules.map(manifestKeyOf),
        ...pageKeys,
      ]),
      ...(outside ? [outside.file] : []),
    ].filter((file) => file !== entryChunk.file && !entryImports.includes(file));
    // The hero, the not-found page and the other state slots are on screen at the first paint
    // only of a page with a hero or of a page outside the documentation (the 404 page, the
    // standalone demo page's loading state); elsewhere their styles come as a file.
    const showsStateSlot = page === undefined || page.hero !== undefined;
    const appCss = showsStateSlot
      ? entryCss
      : entryCss.filter((file) => !stateSlotCss.includes(file));
    const stylesheets = [...new Set([...appCss, ...pageCss])];
    return {
      stylesheets,
      lang: htmlLang(locale.id),
      title: title === config.title ? title : `${title} - ${config.title}`,
      description: page?.description ?? config.description,
      canonical:
        page && config.hostname
          ? `${config.hostname.replace(/\/$/, '')}${config.base}${page.path.slice(1)}`
          : undefined,
      alternates: page && alternatesOf(page, locale),
      icon: state.siteData.logo,
      headScript,
      inlinedStylesheets: stylesheets.map(asset),
      entry: asset(entryChunk.file),
      entryImports: entryImports.map(asset),
      pageScripts: preloads.map(asset),
      pageChunk: page && pageFile ? { route: page.path, href: asset(pageFile) } : undefined,
      generator: `docs-engine ${enginePackage.version}`,
      noscript: localeTexts(locale.id)['layout.noscript'],
      loaderData,
    };
  };
  const documentOf = ({ stylesheets, ...shell }: Shell, body: string) =>
    renderHtml({ ...shell, styles: stylesheets.map(readCss), body });
  const htmlFor = (locale: Locale, page: PageMeta | undefined, body: string, title: string) =>
    documentOf(shellFor(locale, page, title), body);
  const cssKeys = new Map<string, string>();
  /**
   * What a page's HTML is made of, when its render is kept: the render's key, its shell (the
   * stylesheets by their content) and the engine that writes the document around them.
   */
  const documentKey = (renderKey: string, { stylesheets, ...shell }: Shell) => {
    const styles = stylesheets.map((file) => {
      let key = cssKeys.get(file);
      if (key === undefined) {
        key = contentKey(readCss(file));
        cssKeys.set(file, key);
      }
      return key;
    });
    return contentKey(engineFingerprint(), renderKey, JSON.stringify(shell), ...styles);
  };

  const origin = 'http://localhost';
  const bundleDir = ssrOutDir(config);
  const demosOf = (page: PageMeta) =>
    [...state.demos.values()].filter((demo) => demo.page.meta.id === page.id);
  const problems = collectRenderProblems({ demosOf, bundleDir });
  const addressOf = (page: PageMeta) => `${origin}${config.base}${page.path.slice(1)}`;
  /** A page without a server loader: its render's key, its shell and its document's key. */
  interface KeyedPage {
    renderKey: string;
    shell: Shell;
    documentKey: string;
  }
  /** A page's keys; none for a page with a server loader, which renders again in every build. */
  const keyedPage = (locale: Locale, page: PageMeta): KeyedPage | undefined => {
    if (state.serverLoaders.has(page.id)) return undefined;
    const renderKey = renderKeyOf(
      addressOf(page),
      resolvedModuleId(pageModuleId(locale.id, page.path)),
    );
    const shell = shellFor(locale, page, page.title);
    return { renderKey, shell, documentKey: documentKey(renderKey, shell) };
  };
  /** Renders a page (from the render cache, when it is keyed) and writes its HTML. */
  const prerender = async (
    locale: Locale,
    page: PageMeta,
    keyed: KeyedPage | undefined,
  ): Promise<void> => {
    const loader = state.serverLoaders.get(page.id);
    const data =
      loader &&
      (await runServerLoader(loader.file, { route: page.id, url: page.path }, loader.displayFile));
    const address = addressOf(page);
    let result: RenderResult;
    try {
      // What a server loader returns is not known before it runs: such a page always renders.
      result = keyed
        ? await renderCache.render(keyed.renderKey, () => render(address))
        : await render(address, data);
    } catch (error) {
      throw new RenderThrew(error);
    }
    if (result.status !== 200) throw new Error(`rendered with status ${result.status}`);
    // React leaves a demo that throws (or never stops waiting) to the browser, which renders it
    // and shows any error under it: the page is still built.
    for (const error of result.errors) problems.leftToBrowser(page, error);
    const shell =
      keyed?.shell ?? shellFor(locale, page, page.title, loader && { key: page.path, data });
    const known = compressor.writeKnown(pageFile(dist, page.path), documentOf(shell, result.html));
    // Kept as the render is: only a clean one, whose page the next build may write by its key.
    if (keyed && result.errors.length === 0) documents.keep(keyed.documentKey, known);
  };
  /**
   * A page whose render and document are as an earlier build made them: handed over by its
   * HTML's key, without its render read or its document made; false if it needs writing.
   */
  const writtenBefore = (page: PageMeta, keyed: KeyedPage): Promise<boolean> | undefined => {
    const known = documents.known(keyed.documentKey);
    if (!known) return undefined;
    return compressor.link(pageFile(dist, page.path), known).then((linked) => {
      if (linked) renderCache.reuse(keyed.renderKey);
      return linked;
    });
  };

  const pages = state.locales.flatMap(({ locale, data }) =>
    data.pages.map((page) => ({ locale, page })),
  );
  // Pages handed over by their HTML's key: one the compressor could not link from its cache is
  // prerendered after all, while the render threads are still there.
  const relinked: Promise<void>[] = [];
  await clock.time('prerender', async () => {
    // A few pages per render thread in flight keep every thread busy while the main thread
    // runs server loaders and writes files; failures are listed in page order.
    await inLanes(pages, availableParallelism() * 2, async ({ locale, page }, index) => {
      const fail = (error: unknown) => problems.fail(index, page, error);
      try {
        const keyed = keyedPage(locale, page);
        const linked = keyed && writtenBefore(page, keyed);
        if (!linked) return await prerender(locale, page, keyed);
        relinked.push(
          linked.then((done) => (done ? undefined : prerender(locale, page, keyed))).catch(fail),
        );
      } catch (error) {
        fail(error);
      }
    });
    await Promise.all(relinked);
  });
  const reusedRenders = renderCache.reused;

  const notFound = problems.failed ? undefined : await renderOnce(`${origin}${config.base}404`);
  // The last render: the render threads' memory goes before the Markdown files and compression.
  await renders.close();
  if (problems.any) {
    // The same bundle again, with its source maps: the report names the site's files and lines.
    // Should that build fail, the report names the bundle's instead, and still reports.
    await clock.time('source maps', () =>
      viteBuild(async (vite) => serverBundleConfig(vite, config, await shared(), true)).catch(
        () => undefined,
      ),
    );
  }
  if (apiDefinitions) {
    const apiProblems = await siteApiTableProblems(state.locales, () => apiDefinitions);
    for (const problem of apiProblems) console.warn(problem);
  }
  problems.warn();
  if (!notFound) throw problems.failure();
  compressor.write(
    path.join(dist, '404.html'),
    htmlFor(
      defaultLocale,
      undefined,
      notFound.html,
      localeTexts(defaultLocale.id)['notFound.title'],
    ),
  );
  // The shell of a demo's own page is in the language of the page the demo is on, and titled as
  // the runtime titles it: by the demo's title, else by that page's.
  for (const [id, demo] of state.demos) {
    const locale = config.locales.find((each) => each.id === demo.source.locale) ?? defaultLocale;
    const frontmatter = readDemoFrontmatter(readFileSync(demo.entryFile, 'utf8'));
    const title = demoTitle(demo.attrs, frontmatter) ?? demo.page.meta.title;
    compressor.write(pageFile(dist, `~demos/${id}`), htmlFor(locale, undefined, '', title));
  }

  compressor.write(
    path.join(dist, 'sitemap.xml'),
    renderSitemap(
      pages.map(({ locale, page }) => ({
        loc: url(page.path),
        lastUpdated: page.lastUpdated,
        alternates: alternatesOf(page, locale),
      })),
    ),
  );
  if (markdownWritten) await clock.time('markdown', () => markdownWritten);
  // A Sitemap line must be an absolute URL: without a configured hostname it is left out.
  const sitemapLine = config.hostname ? `Sitemap: ${url('/sitemap.xml')}\n` : '';
  compressor.write(path.join(dist, 'robots.txt'), `User-agent: *\nAllow: /\n${sitemapLine}`);
  rmSync(ssrOutDir(config), { recursive: true, force: true });
  writeServeRecord(dist, config, state);
  await clock.time('compress', async () => {
    await sweptAssets;
    const compressed = compressor.finish();
    // The caches keep what this build used: pruned while the compressor's threads finish.
    renderCache.prune();
    documents.prune();
    serverPages.prune();
    clientPages.prune();
    await compressed;
  });

  return {
    pages: pages.length,
    demos: state.demos.size,
    reusedRenders,
    reusedBundles: Object.entries({ browser, server })
      .filter(([, bundle]) => bundle.reused)
      .map(([name]) => name),
  };
}
