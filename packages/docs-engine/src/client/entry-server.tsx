import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from './router.tsx';
import { plugins } from 'virtual:docs-engine/plugins';
import { App } from './App.tsx';
import { setLoaderData } from './loaderData.ts';
import { loadPageChunk } from './pageChunks.ts';
import { applyRootContainer } from './runtimePlugins.ts';
import { loadLocale, localeOf } from './locale.ts';
import { basename, findPage } from './site.ts';

export interface RenderResult {
  html: string;
  status: number;
}

/**
 * Renders one address of the site (a path under the base) to HTML, as the browser hydrates it.
 * `loaderData` is what the page's server loader returned for it, if it has one.
 */
export async function render(url: string, loaderData?: unknown): Promise<RenderResult> {
  const { pathname, search } = new URL(url, 'http://localhost');
  const path = pathname.slice(basename.length) || '/';
  await loadLocale(localeOf({ pathname: path, search }));
  const page = findPage(path);
  if (page) await loadPageChunk(page.id);
  if (page?.hasServerLoader) setLoaderData(page.path, loaderData);
  const html = renderToString(
    applyRootContainer(
      plugins,
      <StrictMode>
        <StaticRouter location={`${pathname}${search}`} basename={basename}>
          <App />
        </StaticRouter>
      </StrictMode>,
    ),
  );
  return { html, status: page ? 200 : 404 };
}
