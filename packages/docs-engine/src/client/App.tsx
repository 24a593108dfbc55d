import { lazy, Suspense, useContext } from 'react';
import type { PageMeta } from '../shared/types.ts';
import DocLayout from '../theme/layouts/DocLayout.tsx';
import PageContent from '../theme/layouts/PageContent.tsx';
import Loading from '../theme/slots/Loading/index.tsx';
import NotFound from '../theme/slots/NotFound/index.tsx';
import RouteError, { RouteErrorBoundary } from '../theme/slots/RouteError/index.tsx';
import { loadChunk } from './chunkErrors.ts';
import { loadedPageChunk } from './pageChunks.ts';
import { LocationProvider, matchPath, ParamsProvider } from './router.tsx';
import { findPage } from './site.ts';
import { RenderedLocationContext, useRenderedLocation } from './useRenderedLocation.ts';

const DemoPage = lazy(() =>
  loadChunk('demo-render', () => import('../theme/layouts/DemoPage.tsx')),
);

function PageRoute({ page }: { page: PageMeta }) {
  const module = loadedPageChunk(page.id);
  const error = useContext(RenderedLocationContext)?.error;
  if (module) return <PageContent page={page} module={module} />;
  return error ? <RouteError error={error} /> : <Loading />;
}

function Route({ pathname }: { pathname: string }) {
  const demo = matchPath('/~demos/:id', pathname);
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
  const page = findPage(pathname);
  return <DocLayout>{page ? <PageRoute key={page.id} page={page} /> : <NotFound />}</DocLayout>;
}

/**
 * The site: every page in the documentation layout, each from its own chunk; the not-found page
 * inside the layout; the standalone demo page outside it. While the next page's chunk loads, the
 * current page stays on screen.
 */
export function App() {
  const rendered = useRenderedLocation();
  return (
    <RenderedLocationContext.Provider value={rendered}>
      <LocationProvider location={rendered.location}>
        <Route pathname={rendered.location.pathname} />
      </LocationProvider>
    </RenderedLocationContext.Provider>
  );
}
