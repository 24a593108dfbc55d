import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { plugins } from 'virtual:docs-engine/plugins';
import '../theme/styles/index.css';
import { applyRootContainer } from './runtimePlugins.ts';
import { createRoutes } from './routes.tsx';
import { basename } from './site.ts';
import { stripTrailingSlash } from './stripTrailingSlash.ts';

stripTrailingSlash(window.location, window.history);

const routes = createRoutes();

// The prerendered HTML is the matched pages' output: their lazy chunks must be in place before
// hydrating, or React would throw that HTML away and render a loading state instead.
const matches = matchRoutes(routes, window.location, basename) ?? [];
let resolved = true;
await Promise.all(
  matches.map(async ({ route }) => {
    if (typeof route.lazy !== 'function') return;
    try {
      Object.assign(route, await route.lazy(), { lazy: undefined });
    } catch {
      // Left lazy: the router retries and its error boundary shows what failed.
      resolved = false;
    }
  }),
);

const router = createBrowserRouter(routes, { basename });
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to mount into');
const app = applyRootContainer(
  plugins,
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);

// `~demos/:id` pages are not prerendered; neither is anything in dev.
const prerendered = container.hasChildNodes() && resolved;
if (prerendered) hydrateRoot(container, app);
else createRoot(container).render(app);
