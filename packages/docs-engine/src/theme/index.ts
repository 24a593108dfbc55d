import type { Theme } from '../client/index.ts';
import DocLayout from './layouts/DocLayout.tsx';
import PageContent from './layouts/PageContent.tsx';
import Loading from './slots/Loading/index.tsx';
import NotFound from './slots/NotFound/index.tsx';
import RouteError, { RouteErrorBoundary } from './slots/RouteError/index.tsx';
import './styles/index.css';

/**
 * The default theme: the layouts and slots the runtime places for each route. A site replaces
 * any slot with a file of its own (see the engine's README, "Replacing a slot").
 */
const theme: Theme = {
  DocLayout,
  PageContent,
  NotFound,
  Loading,
  RouteError,
  RouteErrorBoundary,
  loadDemoPage: () => import('./layouts/DemoPage.tsx'),
};

export default theme;
