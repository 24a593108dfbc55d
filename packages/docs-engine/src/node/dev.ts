import { createServer, mergeConfig, type ViteDevServer } from 'vite';
import enginePackage from '../../package.json' with { type: 'json' };
import { enUS } from '../client/locales/en-US.ts';
import { colorModeScript } from './colorModeScript.ts';
import type { ResolvedConfig } from './config/SiteConfig.ts';
import { renderMarkdownFiles } from './llms/renderMarkdownFiles.ts';
import { renderHtml } from './renderHtml.ts';
import { handleServerLoader } from './serverLoaderMiddleware.ts';
import { loadSiteState, logoUrl } from './siteState.ts';
import { CLIENT_ENTRY, viteConfig } from './viteConfig.ts';

/**
 * The dev server: pages render in the browser from Vite's on-demand modules, and any edit to a
 * page, demo or the theme shows at once.
 */
export async function startDevServer(
  config: ResolvedConfig,
  port: number,
  host: string,
): Promise<ViteDevServer> {
  // 'custom': the engine serves the HTML itself; Vite would look for an index.html file.
  const server = await createServer(
    mergeConfig(viteConfig(config), { appType: 'custom', server: { port, host } }),
  );
  server.middlewares.use((request, response, next) => {
    handleServerLoader(request, response, config.base, () => loadSiteState(config)).then(
      (handled) => handled || next(),
      next,
    );
  });
  // The build writes each page's Markdown and llms.txt; the dev server makes them on request.
  server.middlewares.use((request, response, next) => {
    const pathname = (request.url ?? '/').split('?')[0] ?? '/';
    const wanted = request.method === 'GET' && /\.md$|\/llms(-full)?[\w-]*\.txt$/.test(pathname);
    if (!config.llms || !wanted) return next();
    const state = loadSiteState(config);
    renderMarkdownFiles({
      config,
      locales: state.locales,
      sources: state.sources,
      url: (routePath) => `${config.base}${routePath.slice(1)}`,
    }).then((files) => {
      const content = files.get(pathname);
      if (content === undefined) return next();
      response.setHeader(
        'Content-Type',
        pathname.endsWith('.md') ? 'text/markdown; charset=utf-8' : 'text/plain; charset=utf-8',
      );
      response.end(content);
    }, next);
  });
  server.middlewares.use(async (request, response, next) => {
    const accept = request.headers.accept ?? '';
    if (request.method !== 'GET' || !accept.includes('text/html')) return next();
    try {
      const html = renderHtml({
        lang: 'en',
        title: config.title,
        description: config.description,
        icon: logoUrl(config),
        headScript: colorModeScript(config.themeConfig.prefersColor),
        styles: [],
        entry: `/@fs${CLIENT_ENTRY}`,
        body: '',
        generator: `docs-engine ${enginePackage.version}`,
        noscript: enUS['layout.noscript'],
      });
      const transformed = await server.transformIndexHtml(request.url ?? '/', html);
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.end(transformed);
    } catch (error) {
      next(error);
    }
  });
  await server.listen();
  return server;
}
