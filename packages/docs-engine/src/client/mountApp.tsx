import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from './router.tsx';
import { plugins } from 'virtual:docs-engine/plugins';
import type { SiteLoaders } from 'virtual:docs-engine/loaders';
import { App, matchDemoPage } from './App.tsx';
import { readEmbeddedLoaderData } from './loaderData.ts';
import { loadPage } from './pageChunks.ts';
import { applyRootContainer } from './runtimePlugins.ts';
import { htmlLang } from '../shared/localePaths.ts';
import { loadLocale, localeOf } from './locale.ts';
import { basename, findPage } from './site.ts';
import { provideSiteLoaders } from './siteLoaders.ts';

export * from './pageRuntime.ts';

/**
 * Renders the app into the page's root: takes the prerendered HTML over when the browser has
 * the same page, renders from scratch otherwise. Resolves once React has the root. The loaders
 * come from the entry, with its address (see siteLoaders.ts).
 */
export async function mountApp(
  container: HTMLElement,
  loaders: SiteLoaders,
  entry: string,
): Promise<void> {
  provideSiteLoaders(loaders, entry);
  readEmbeddedLoaderData();
  // The prerendered HTML is the page's output: its locale's data, its section and its chunk must
  // be in place before hydrating, or React would throw that HTML away and show a loading state.
  const path = window.location.pathname.slice(basename.length) || '/';
  const locale = localeOf({ pathname: path, search: window.location.search });
  // The standalone demo page's locale comes from its query, not its path: it is loaded apart.
  const ready = await Promise.all([loadPage(path), loadLocale(locale)]).then(
    () => true,
    () => false,
  );
  const page = findPage(path);

  const app = applyRootContainer(
    plugins,
    <StrictMode>
      <BrowserRouter basename={basename}>
        <App />
      </BrowserRouter>
    </StrictMode>,
  );

  // `~demos/:id` pages are not prerendered; neither is anything in dev. A page whose chunk failed
  // renders from scratch, showing the error with a reload action; so does a content tab other
  // than the first, since the HTML holds the first.
  const otherTab = Boolean(
    page?.tabs?.length && new URLSearchParams(window.location.search).has('tab'),
  );
  // The server answers every unknown address with the default locale's 404 page: another
  // locale's not-found page is rendered afresh, in its own language.
  const sameLanguage = document.documentElement.lang === htmlLang(locale.id);
  // The standalone demo page's HTML is an empty shell, or the 404 page for an unknown demo, which
  // the app shows as that demo page's own "no such demo": it is never hydrated.
  const demoPage = matchDemoPage(path) !== null;
  if (container.hasChildNodes() && ready && sameLanguage && !otherTab && !demoPage) {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread until the whole page is done: a click in between is handled at once, React
    // hydrating first the part of the page it lands in. What React renders on the client at
    // first matches the HTML, so nothing moves when it takes over.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
}
