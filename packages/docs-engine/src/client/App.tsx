import { lazy, Suspense, useContext, useSyncExternalStore } from 'react';
import theme from 'virtual:docs-engine/theme';
import { loadChunk } from './chunkErrors.ts';
import {
  isPagePath,
  loadedPage,
  pageEditCount,
  routePath,
  subscribePageEdits,
} from './pageChunks.ts';
import {
  type Location,
  LocationProvider,
  matchPath,
  ParamsProvider,
  useLocation,
} from './router.tsx';
import { isPageReady } from './loaderData.ts';
import { findPage } from './site.ts';
import { RenderedLocationContext, useRenderedLocation } from './useRenderedLocation.ts';
import { useRouteEffects } from './useRouteEffects.ts';
import { textOf } from './useText.ts';

const { DocLayout, PageContent, NotFound, Loading, RouteError, RouteErrorBoundary } = theme;
const DemoPage = lazy(() => loadChunk('demo-render', theme.loadDemoPage));

/**
 * A page, or what stands in while its chunk (or its section's) is missing, or its server data: a
 * slow page's stand-in may be on screen when its chunk arrives, before that data has.
 */
function PageRoute({ pathname }: { pathname: string }) {
  const chunk = loadedPage(pathname);
  const error = useContext(RenderedLocationContext)?.error;
  if (chunk && isPageReady(chunk.meta)) return <PageContent page={chunk.meta} module={chunk} />;
  return error ? <RouteError error={error} /> : <Loading />;
}

/** The standalone demo page's parameters (`~demos/:id`), or null for any other address. */
export function matchDemoPage(pathname: string): Record<string, string> | null {
  return matchPath('/~demos/:id', pathname);
}

function Route({ pathname }: { pathname: string }) {
  const demo = matchDemoPage(pathname);
  if (demo) {
    // The standalone demo page sits outside the layout and is rendered in the browser only.
    return (
      <ParamsProvider params={demo}>
        <RouteErrorBoundary>
          <Suspense fallback={<Loading />}>
            <DemoPage />
          </Suspense>
        </RouteErrorBoundary>
      </ParamsProvider>
    );
  }
  // Until its section has arrived, an address is not known to be missing.
  const missing = isPagePath(pathname) === false;
  return (
    <DocLayout>
      {missing ? <NotFound /> : <PageRoute key={routePath(pathname)} pathname={pathname} />}
    </DocLayout>
  );
}

/**
 * The title the runtime gives a route; the standalone demo page titles itself, and a page still
 * loading keeps the title there is until its own arrives.
 */
function routeTitle(location: Location): string | undefined {
  if (matchDemoPage(location.pathname)) return undefined;
  if (isPagePath(location.pathname) === false) return textOf(location)('notFound.title');
  return findPage(location.pathname)?.title;
}

/**
 * The site: every page in the theme's documentation layout, each from its own chunk; the
 * not-found page inside the layout; the standalone demo page outside it. While the next page's
 * chunk loads, the current page stays on screen for a moment, then the next address shows with
 * the loading skeleton in its page's place (see useRenderedLocation).
 */
export function App() {
  const rendered = useRenderedLocation();
  // Dev: a page edited in place shows at once, its table of contents and title with it.
  useSyncExternalStore(subscribePageEdits, pageEditCount, pageEditCount);
  const { location, pending } = rendered;
  useRouteEffects(location, routeTitle(location), useLocation().key, pending);
  return (
    <RenderedLocationContext.Provider value={rendered}>
      <LocationProvider location={location}>
        <Route pathname={location.pathname} />
      </LocationProvider>
    </RenderedLocationContext.Provider>
  );
}
