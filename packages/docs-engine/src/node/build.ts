import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build as viteBuild, mergeConfig, type Manifest } from 'vite';
import enginePackage from '../../package.json' with { type: 'json' };
import type { RenderResult } from '../client/entry-server.tsx';
import { enUS } from '../client/locales/en-US.ts';
import type { PageMeta } from '../shared/types.ts';
import { colorModeScript } from './colorModeScript.ts';
import type { ResolvedConfig } from './config/SiteConfig.ts';
import { renderHtml } from './renderHtml.ts';
import { runServerLoader } from './serverLoader.ts';
import { loadSiteState } from './siteState.ts';
import { CLIENT_ENTRY, SERVER_ENTRY, ssrOutDir, viteConfig } from './viteConfig.ts';

export interface BuildReport {
  pages: number;
  demos: number;
  outDir: string;
  ms: number;
}

/** The chunk files a manifest entry needs, itself first, and the stylesheets they bring. */
function chunkClosure(manifest: Manifest, key: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return { js: [...js], css: [...css] };
}

function writePage(dir: string, routePath: string, html: string) {
  const file = path.join(dir, routePath, 'index.html');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, html);
}

/**
 * Builds the site: the browser bundle, a server bundle to prerender with, one HTML file per page
 * with its content in it, a shell for each standalone demo page, 404.html, sitemap and robots.
 * Any page that does not render fails the build, naming the page.
 */
export async function buildSite(config: ResolvedConfig): Promise<BuildReport> {
  const started = performance.now();
  const state = loadSiteState(config);
  const dist = config.outDir;
  const shared = viteConfig(config);

  await viteBuild(
    mergeConfig(shared, {
      build: {
        outDir: dist,
        emptyOutDir: true,
        manifest: true,
        rollupOptions: { input: CLIENT_ENTRY },
      },
    }),
  );
  await viteBuild(
    mergeConfig(shared, {
      publicDir: false,
      build: { ssr: SERVER_ENTRY, outDir: ssrOutDir(config), emptyOutDir: true, minify: false },
      ssr: { noExternal: true },
    }),
  );

  const { default: manifest } = (await import(
    pathToFileURL(path.join(dist, '.vite', 'manifest.json')).href,
    {
      with: { type: 'json' },
    }
  )) as { default: Manifest };
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The browser build produced no entry chunk');
  const entry = chunkClosure(manifest, entryKey);
  const { render } = (await import(
    pathToFileURL(path.join(ssrOutDir(config), 'entry-server.js')).href
  )) as {
    render: (url: string, loaderData?: unknown) => Promise<RenderResult>;
  };

  const asset = (file: string) => `${config.base}${file}`;
  const headScript = colorModeScript(config.themeConfig.prefersColor);
  const htmlFor = (
    page: PageMeta | undefined,
    body: string,
    title: string,
    loaderData?: { key: string; data: unknown },
  ) => {
    // The manifest names a page's chunk by its file: exactly PageMeta.filename.
    const pageChunks = page ? chunkClosure(manifest, page.filename) : { js: [], css: [] };
    return renderHtml({
      lang: 'en',
      title: title === config.title ? title : `${title} - ${config.title}`,
      description: page?.description ?? config.description,
      canonical:
        page && config.hostname
          ? `${config.hostname.replace(/\/$/, '')}${config.base}${page.path.slice(1)}`
          : undefined,
      icon: state.siteData.logo,
      headScript,
      stylesheets: [...new Set([...entry.css, ...pageChunks.css])].map(asset),
      modulePreloads: [...new Set([...entry.js.slice(1), ...pageChunks.js])].map(asset),
      entry: asset(entry.js[0] ?? ''),
      body,
      generator: `docs-engine ${enginePackage.version}`,
      noscript: enUS['layout.noscript'],
      loaderData,
    });
  };

  const origin = 'http://localhost';
  const prerender = async (page: PageMeta): Promise<string> => {
    const loader = state.serverLoaders.get(page.id);
    const data =
      loader &&
      (await runServerLoader(loader.file, { route: page.id, url: page.path }, loader.displayFile));
    const result = await render(`${origin}${config.base}${page.path.slice(1)}`, data);
    if (result.status !== 200) throw new Error(`rendered with status ${result.status}`);
    return htmlFor(page, result.html, page.title, loader ? { key: page.path, data } : undefined);
  };

  const failures: string[] = [];
  for (const page of state.siteData.pages) {
    try {
      writePage(dist, page.path, await prerender(page));
    } catch (error) {
      failures.push(
        `${page.filename} (${page.path}): ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
    }
  }
  if (failures.length) {
    throw new Error(`These pages did not prerender:\n${failures.join('\n')}`);
  }

  const notFound = await render(`${origin}${config.base}404`);
  writeFileSync(
    path.join(dist, '404.html'),
    htmlFor(undefined, notFound.html, enUS['notFound.title']),
  );
  for (const id of state.demos.keys()) {
    writePage(dist, `~demos/${id}`, htmlFor(undefined, '', id));
  }

  const url = (routePath: string) =>
    `${(config.hostname ?? '').replace(/\/$/, '')}${config.base}${routePath.slice(1)}`;
  writeFileSync(
    path.join(dist, 'sitemap.xml'),
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...state.siteData.pages.map(
        (page) =>
          `  <url><loc>${url(page.path)}</loc><lastmod>${new Date(page.lastUpdated).toISOString()}</lastmod></url>`,
      ),
      '</urlset>',
      '',
    ].join('\n'),
  );
  writeFileSync(
    path.join(dist, 'robots.txt'),
    `User-agent: *\nAllow: /\nSitemap: ${url('/sitemap.xml')}\n`,
  );
  rmSync(ssrOutDir(config), { recursive: true, force: true });

  return {
    pages: state.siteData.pages.length,
    demos: state.demos.size,
    outDir: dist,
    ms: Math.round(performance.now() - started),
  };
}
