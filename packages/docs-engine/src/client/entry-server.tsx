import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from './router.tsx';
import { plugins } from 'virtual:docs-engine/plugins';
import { App } from './App.tsx';
import { loadPageChunk } from './pageChunks.ts';
import { applyRootContainer } from './runtimePlugins.ts';
import { basename, findPage } from './site.ts';

export interface RenderResult {
  html: string;
  status: number;
}

/** Renders one address of the site (a path under the base) to HTML, as the browser hydrates it. */
export async function render(url: string): Promise<RenderResult> {
  const { pathname, search } = new URL(url, 'http://localhost');
  const path = pathname.slice(basename.length) || '/';
  const page = findPage(path);
  if (page) await loadPageChunk(page.id);
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
