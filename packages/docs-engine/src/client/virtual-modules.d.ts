/** Modules the engine's Vite plugin generates from the site's content. */

declare module 'virtual:docs-engine/site-data' {
  import type { SiteData } from '@drawer/docs-engine/shared';
  export const siteData: SiteData;
}

declare module 'virtual:docs-engine/search-data' {
  import type { SearchData } from '@drawer/docs-engine/shared';
  const searchData: SearchData;
  export default searchData;
}

declare module 'virtual:docs-engine/demo/*' {
  import type { LoadedDemo } from '@drawer/docs-engine/shared';
  const demo: LoadedDemo;
  export default demo;
}

declare module 'virtual:docs-engine/demo-index' {
  import type { LoadedDemo } from '@drawer/docs-engine/shared';
  /** Every demo of the site by id, each loaded on demand (for the `~demos/:id` page). */
  export const demoLoaders: Record<string, () => Promise<{ default: LoadedDemo }>>;
}

declare module 'virtual:docs-engine/api' {
  import type { ApiDefinitions } from '@drawer/docs-engine/shared';
  /** 'off' when the site config does not enable apiParser; 'resolving' while dev parses. */
  export const apiStatus: 'off' | 'resolving' | 'ready';
  export const apiDefinitions: ApiDefinitions;
}

declare module 'virtual:docs-engine/pages' {
  import type { ComponentType } from 'react';
  import type { LoadedDemo } from '@drawer/docs-engine/shared';
  export interface PageModule {
    default: ComponentType<{
      components?: Record<string, ComponentType<never>>;
      loaderData?: unknown;
    }>;
    demos: Record<string, LoadedDemo>;
    /** The page's content tabs by key (`page.$tab-<key>.md`), each a module of this shape. */
    tabs?: Record<string, PageModule>;
  }
  /** Each page's chunk, by route id. */
  export const pageLoaders: Record<string, () => Promise<PageModule>>;
}

declare module 'virtual:docs-engine/plugins' {
  import type { RuntimePlugin } from '@drawer/docs-engine/shared';
  export const plugins: RuntimePlugin[];
}

declare module 'virtual:docs-engine/theme' {
  import type { Theme } from '@drawer/docs-engine/client';
  /** The site's theme: the engine's default one, with the site's own slots in place. */
  const theme: Theme;
  export default theme;
}

declare module 'virtual:docs-engine/locales' {
  import type { PageModule } from 'virtual:docs-engine/pages';
  import type { LocaleData, SearchData } from '@drawer/docs-engine/shared';
  import type { Texts } from '@drawer/docs-engine/client';
  /** The default locale's interface texts. */
  export const defaultTexts: Texts;
  /** `virtual:docs-engine/locale/<id>`: what a locale other than the default one adds. */
  export interface LocaleModule {
    texts: Texts;
    data: LocaleData;
    /** The chunks of the pages written in the locale, by route id. */
    pageLoaders: Record<string, () => Promise<PageModule>>;
  }
  /** The other locales' data, each fetched when a reader opens one of its pages. */
  export const localeLoaders: Record<string, () => Promise<LocaleModule>>;
  /** Each locale's search data, fetched on first search. */
  export const searchLoaders: Record<string, () => Promise<{ default: SearchData }>>;
}
