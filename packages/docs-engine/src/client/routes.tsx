import type { RouteObject } from 'react-router';
import type { PageModule } from 'virtual:docs-engine/pages';
import type { PageMeta } from '../shared/types.ts';
import DocLayout from '../theme/layouts/DocLayout.tsx';
import PageContent from '../theme/layouts/PageContent.tsx';
import NotFound from '../theme/slots/NotFound/index.tsx';
import RouteError from '../theme/slots/RouteError/index.tsx';
import { loadChunk } from './chunkErrors.ts';
import { loadPageChunk } from './pageChunks.ts';
import { siteData } from './site.ts';

function pageComponent(page: PageMeta, module: PageModule) {
  function Page() {
    return <PageContent page={page} module={module} />;
  }
  Page.displayName = `Page(${page.path})`;
  return Page;
}

/**
 * The site's routes: every page under the documentation layout, each in its own lazily loaded
 * chunk; the not-found page inside the layout; the standalone demo page outside it.
 */
export function createRoutes(): RouteObject[] {
  return [
    {
      id: 'demo-render',
      path: '~demos/:id',
      lazy: async () => {
        const module = await loadChunk('demo-render', () => import('../theme/layouts/DemoPage.tsx'));
        return { Component: module.default };
      },
      ErrorBoundary: RouteError,
    },
    {
      id: 'layout',
      Component: DocLayout,
      ErrorBoundary: RouteError,
      children: [
        ...siteData.pages.map(
          (page): RouteObject => ({
            id: page.id,
            path: page.path,
            lazy: async () => ({ Component: pageComponent(page, await loadPageChunk(page.id)) }),
            ErrorBoundary: RouteError,
          }),
        ),
        { id: 'not-found', path: '*', Component: NotFound },
      ],
    },
  ];
}
