import type { ComponentType, ReactNode } from 'react';
import type { PageModule } from 'virtual:docs-engine/pages';
import type { PageMeta } from '../shared/types.ts';

/**
 * What a theme gives the runtime: the parts the runtime places for each route. Everything inside
 * them (header, sidebar, builtins…) is the theme's own business.
 */
export interface Theme {
  /** Wraps every documentation page and the not-found page. */
  DocLayout: ComponentType<{ children: ReactNode }>;
  /** A page's content, once its chunk has loaded. */
  PageContent: ComponentType<{ page: PageMeta; module: PageModule }>;
  NotFound: ComponentType;
  /** Shown while a page's chunk loads with nothing else to show. */
  Loading: ComponentType;
  /** A route that failed to load or render; `error` is what it threw. */
  RouteError: ComponentType<{ error: unknown }>;
  /** Catches what a lazily loaded route throws and shows `RouteError`. */
  RouteErrorBoundary: ComponentType<{ children: ReactNode }>;
  /** The standalone `~demos/:id` page, outside the layout, loaded on demand. */
  loadDemoPage(): Promise<{ default: ComponentType }>;
}
