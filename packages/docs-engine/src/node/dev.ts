import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { createServer, mergeConfig, type Logger, type ViteDevServer } from 'vite';
import enginePackage from '../../package.json' with { type: 'json' };
import { enUS } from '../client/locales/en-US.ts';
import { colorModeScript } from './colorModeScript.ts';
import type { ResolvedConfig } from './config/SiteConfig.ts';
import { renderHtml } from './renderHtml.ts';
import { pageAddresses, siteRoutes } from './server/pageAddresses.ts';
import { createQuietPeriod } from './quietPeriod.ts';
import { parseRequestPath } from './server/requestPath.ts';
import { deferSiteWatch } from './deferredWatch.ts';
import { isInside } from './isInside.ts';
import { handleServerLoader } from './serverLoaderMiddleware.ts';
import { keepSharedDeps, prefillSharedDeps, siteDepsOf } from './sharedDeps.ts';
import { logoUrl, type SiteState } from './siteIndex.ts';
import { viteConfig } from './viteConfig.ts';
import { isPageModule, type DocsEnginePluginApi } from './vitePlugin.ts';

/**
 * How long the server waits with nothing to answer before it warms up for later pages, and how
 * long at most after the first page has compiled, however busy (the warm-up also highlights the
 * code that page showed plain): long enough for a first round of edits to go without it.
 */
const WARM_UP_QUIET = { ms: 500, atMostMs: 5_000 };

/** The page's script: the runtime, bundled by Vite's optimizer when it can be (see devRuntime). */
const ENTRY = '\0virtual:docs-engine/entry';
/** What a page runs, in order: Vite's client, React's refresh runtime, the page's script. */
const PAGE_SCRIPTS = ['/@vite/client', '/@react-refresh', ENTRY];

/**
 * The address the browser imports a module at, by its resolved id: a page's module with the query
 * Vite adds to the address its section's loaders import it at (see devPageLoaders).
 */
const moduleUrl = (base: string, id: string) =>
  `${base}@id/${id.replace('\0', '__x00__')}${isPageModule(id) ? '?import' : ''}`;

/**
 * The address Vite serves a source file at (without the base): a request the browser makes for
 * it then joins one already under way rather than starting another.
 */
function sourceUrlIn(root: string, file: string): string {
  const relative = path.relative(root, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return `/@fs${file}`;
  return `/${relative.split(path.sep).join('/')}`;
}

/** The engine's Vite plugin, which holds the site: re-read on a page edit, never per request. */
function enginePlugin(server: ViteDevServer): DocsEnginePluginApi {
  const api = server.config.plugins.find((plugin) => plugin.name === 'docs-engine')?.api as
    DocsEnginePluginApi | undefined;
  if (!api) throw new Error('The docs-engine Vite plugin is missing from the dev server');
  return api;
}

/** How a dev server is started besides its site, port and host. */
export interface DevServerOptions {
  /** Where it logs, in place of a logger of its own: one that a restarted server logs to too. */
  logger?: Logger;
  /** Fails should the port be taken, rather than take the next one: a restart keeps its port. */
  strictPort?: boolean;
}

/**
 * The dev server: pages render in the browser from Vite's on-demand modules, and any edit to a
 * page, demo or the theme shows at once. It answers like `preview`: every client gets the page at
 * a page's address (no `Accept: text/html` needed), and any other address the page shell with
 * status 404, where the router shows the not-found page.
 */
export async function startDevServer(
  config: ResolvedConfig,
  port: number,
  host: string,
  { logger, strictPort = false }: DevServerOptions = {},
): Promise<ViteDevServer> {
  // The engine's own folder (its caches, the build's server bundle) holds no file a page is
  // made of, and thousands of them once a large site has been built: Vite's watcher would read
  // each one at start.
  const engineFolder = path.join(config.root, '.docs-engine');
  const isEngineFile = (file: string) => isInside(file, engineFolder);
  const siteWatch = deferSiteWatch(
    config.root,
    config.docsDir,
    (file) => isEngineFile(file) || isInside(file, config.outDir),
  );
  // 'custom': the engine serves the HTML itself; Vite would look for an index.html file.
  const server = await createServer(
    mergeConfig(await viteConfig(config), {
      appType: 'custom',
      customLogger: logger,
      server: {
        port,
        host,
        strictPort,
        watch: { ignored: [isEngineFile, siteWatch.isDeferred] },
      },
    }),
  );
  siteWatch.startOnEdit(server.watcher);
  const plugin = enginePlugin(server);
  // Before the optimizer looks for the site's bundles: a new site gets React's and the runtime's
  // from another site made with the same packages, and starts without bundling them.
  const siteDeps = siteDepsOf(server);
  const prefilled = siteDeps !== undefined && prefillSharedDeps(siteDeps);
  // The site's bundles, made by the time the server has warmed up, are kept for the next new
  // site: once, when none are kept for its packages.
  const keepBundles = async () => {
    if (siteDeps && !prefilled) await keepSharedDeps(siteDeps);
  };
  const siteState = () => plugin.siteState();
  const sourceUrl = (file: string) => sourceUrlIn(config.root, file);
  /** Work the server started for a later request; `close` waits for it. */
  const background = new Set<Promise<unknown>>();
  const inBackground = (work: Promise<unknown>) => {
    const forget = () => void background.delete(work);
    background.add(work);
    work.then(forget, forget);
  };
  // The compiler and its grammars load once the first page asked for is compiled and the
  // browser has stopped asking for modules, never before: they would compete with that page for
  // the CPU, and a page compiled by an earlier start needs neither. Each step of the warm-up
  // waits for the quiet again: edits made meanwhile are not slowed by the rest of it.
  const quiet = createQuietPeriod(WARM_UP_QUIET);
  server.httpServer?.on('request', (_request, response: ServerResponse) => {
    const { done } = quiet.noteRequest();
    response.once('close', done);
  });
  let warmingUp = false;
  const warmUpAfter = (firstPage: Promise<unknown>) => {
    if (warmingUp) return;
    warmingUp = true;
    // The site's folder is watched first, once the browser has what the page needs: a reader's
    // edits matter more than later pages. An edit saved meanwhile is told as the watch starts.
    const warmUp = firstPage
      .then(() => quiet.whenQuiet())
      .then(async (quietNow) => {
        if (!quietNow) return false;
        await siteWatch.start(server.watcher);
        return plugin.warmUp(() => quiet.whenQuiet());
      })
      .then((done) => (done ? keepBundles() : undefined));
    inBackground(warmUp);
  };
  const addresses = new WeakMap<SiteState, Set<string>>();
  const isPage = (page: string) => {
    const state = siteState();
    let known = addresses.get(state);
    if (!known) {
      known = pageAddresses(siteRoutes(state));
      addresses.set(state, known);
    }
    return known.has(page);
  };

  // The quick index knows no demo: a demo's standalone page (a framed demo's) is known once the
  // page it is on has been opened.
  const isOpenedDemo = (page: string) => {
    const id = /^\/~demos\/([^/]+)$/.exec(page)?.[1];
    return id !== undefined && plugin.knowsDemo(decodeURIComponent(id));
  };

  server.middlewares.use((request, response, next) => {
    handleServerLoader(request, response, {
      base: config.base,
      loaderFile: (route) => siteState().serverLoaders.get(route)?.file,
      timeoutMs: config.serverLoaderTimeout,
    }).then((handled) => handled || next(), next);
  });
  // The build writes each page's Markdown and llms.txt; the dev server makes them on request.
  server.middlewares.use((request, response, next) => {
    const pathname = (request.url ?? '/').split('?')[0] ?? '/';
    const wanted = request.method === 'GET' && /\.md$|\/llms(-full)?[\w-]*\.txt$/.test(pathname);
    if (!config.llms || !wanted) return next();
    const state = siteState();
    import('./llms/renderMarkdownFiles.ts')
      .then(({ renderMarkdownFiles }) =>
        renderMarkdownFiles({
          config,
          locales: state.locales,
          sources: state.sources,
          url: (routePath) => `${config.base}${routePath.slice(1)}`,
        }),
      )
      .then((files) => {
        const content = files.get(pathname);
        if (content === undefined) return next();
        response.setHeader(
          'Content-Type',
          pathname.endsWith('.md') ? 'text/markdown; charset=utf-8' : 'text/plain; charset=utf-8',
        );
        response.end(content);
      }, next);
  });
  // Vite has answered every module and file request by now: what is left is an address.
  server.middlewares.use(async (request, response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const target = parseRequestPath(request.originalUrl ?? request.url, config.base);
    if (target.kind === 'malformed') return next();
    try {
      const html = renderHtml({
        lang: 'en',
        title: config.title,
        description: config.description,
        icon: logoUrl(config),
        headScript: colorModeScript(config.themeConfig.prefersColor),
        styles: [],
        entry: moduleUrl('/', ENTRY),
        body: '',
        generator: `docs-engine ${enginePackage.version}`,
        noscript: enUS['layout.noscript'],
      });
      const pageModules = target.kind === 'site' ? plugin.pageModules(target.page) : [];
      const pageFile = target.kind === 'site' ? plugin.pageFile(target.page) : undefined;
      // Its Markdown too, as the page's module imports it (Vite adds `import` to a non-script's
      // address): the browser has it by the time the runtime asks for the page.
      const preloaded = [
        ...pageModules.map((id) => moduleUrl(config.base, id)),
        ...(pageFile ? [`${config.base}${sourceUrl(pageFile).slice(1)}?import`] : []),
      ];
      const preloads = preloaded.map((href) => `<link rel="modulepreload" href="${href}">`);
      const withPreloads = html.replace('</head>', `${preloads.join('')}</head>`);
      const transformed = await server.transformIndexHtml(request.url ?? '/', withPreloads);
      const found = target.kind === 'site' && (isPage(target.page) || isOpenedDemo(target.page));
      response.statusCode = found ? 200 : 404;
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.setHeader('Cache-Control', 'no-cache');
      response.end(request.method === 'HEAD' ? undefined : transformed);
      // The page's own modules load beside the runtime's rather than after it has run, and
      // compile from now on (its Markdown too): while the browser is busy with the runtime.
      const compiling = [...pageModules, ...(pageFile ? [sourceUrl(pageFile)] : [])].map((id) =>
        server.environments.client.warmupRequest(id),
      );
      for (const work of compiling) inBackground(work);
      warmUpAfter(Promise.allSettled(compiling));
    } catch (error) {
      next(error);
    }
  });
  // Closed, the server has stopped writing: work begun in the background (compiled pages and
  // bundles going into the cache folder) has ended, so the folder can go at once.
  const close = server.close.bind(server);
  server.close = async () => {
    quiet.stop();
    await siteWatch.close();
    await close();
    await Promise.allSettled(background);
  };
  await server.listen().catch(async (error: unknown) => {
    // What it watches is let go: a dev session that starts it again goes on in this process.
    await server.close();
    throw error;
  });
  // The modules every page runs first are made ready from now on, not when the first page asks:
  // Vite's client and React's refresh runtime (its scripts before the runtime's), and the runtime.
  for (const url of PAGE_SCRIPTS) inBackground(server.environments.client.warmupRequest(url));
  plugin.saveIndex();
  return server;
}
