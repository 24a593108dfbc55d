import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from './router.tsx';
import { plugins } from 'virtual:docs-engine/plugins';
import { siteLoaders } from 'virtual:docs-engine/loaders';
import { App } from './App.tsx';
import { setLoaderData } from './loaderData.ts';
import { loadPage } from './pageChunks.ts';
import { applyRootContainer } from './runtimePlugins.ts';
import { ServerMarkupContext, type ServerMarkup } from './serverMarkup.ts';
import { basename } from './site.ts';
import { provideSiteLoaders } from './siteLoaders.ts';

provideSiteLoaders(siteLoaders);

/** How long a page's prerender may wait for suspended components before leaving them out. */
const PRERENDER_WAIT_MS = 10_000;

/** A part of a page rendered on its own, under the same base as the page. */
const serverMarkup: ServerMarkup = {
  render: (node, path) =>
    renderToString(
      <StaticRouter location={`${basename}${path}`} basename={basename}>
        {node}
      </StaticRouter>,
    ),
};

export interface RenderResult {
  html: string;
  status: number;
  /** What threw inside a Suspense boundary (a demo): React left it to the browser to render. */
  errors: unknown[];
}

/**
 * Renders one address of the site (a path under the base) to HTML, as the browser hydrates it.
 * `loaderData` is what the page's server loader returned for it, if it has one.
 */
export async function render(url: string, loaderData?: unknown): Promise<RenderResult> {
  const { pathname, search } = new URL(url, 'http://localhost');
  const path = pathname.slice(basename.length) || '/';
  const page = (await loadPage(path))?.meta;
  if (page?.hasServerLoader) setLoaderData(page.path, loaderData);
  const errors: unknown[] = [];
  // What still waits by then (a demo suspended on something that never comes in Node) is left
  // to the browser, as renderToString did at once: the build never hangs on it. A timer of our
  // own, not AbortSignal.timeout, whose timer would not keep Node running until it fires.
  const stop = new AbortController();
  const timer = setTimeout(
    () => stop.abort(new Error(`still suspended after ${PRERENDER_WAIT_MS / 1000} s`)),
    PRERENDER_WAIT_MS,
  );
  // Unlike renderToString, prerendering reports what a Suspense boundary caught (a demo that
  // throws), so the build can warn about it.
  const { prelude } = await prerenderToNodeStream(
    applyRootContainer(
      plugins,
      <StrictMode>
        <StaticRouter location={`${pathname}${search}`} basename={basename}>
          <ServerMarkupContext.Provider value={serverMarkup}>
            <App />
          </ServerMarkupContext.Provider>
        </StaticRouter>
      </StrictMode>,
    ),
    {
      onError: (error) => void errors.push(error),
      signal: stop.signal,
      // The page is written whole, never streamed: a Suspense boundary past React's chunk size
      // would otherwise be moved to a hidden element and put in place by an inline script, which
      // the site's content security policy blocks.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  ).finally(() => clearTimeout(timer));
  // Decoded as a stream: a chunk may end inside a multi-byte character.
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of prelude as AsyncIterable<Uint8Array>) {
    html += decoder.decode(chunk, { stream: true });
  }
  html += decoder.decode();
  return { html, status: page ? 200 : 404, errors };
}
