/** Modules the engine's Vite plugin generates from the site's content. */

declare module 'virtual:docs-engine/site-data' {
  import type { ClientSiteData } from '@drawer/docs-engine/shared';
  export const siteData: ClientSiteData;
}

declare module 'virtual:docs-engine/search-data' {
  /** The search worker's 'generate-metadata' payload (routes, demos, nav) as JSON texts. */
  const searchData: readonly string[];
  export default searchData;
}

declare module 'virtual:docs-engine/demo/*' {
  import type { LoadedDemo } from '@drawer/docs-engine/shared';
  const demo: LoadedDemo;
  export default demo;
}

declare module 'virtual:docs-engine/api' {
  import type { ApiDefinitions } from '@drawer/docs-engine/shared';
  /**
   * 'off' when the site config does not enable apiParser; 'resolving' while dev parses; 'failed'
   * when a dev read failed (a build fails instead).
   */
  export const apiStatus: 'off' | 'resolving' | 'ready' | 'failed';
  export const apiDefinitions: ApiDefinitions;
  /** Why the read failed, naming the file and line: the tables show it in place of their rows. */
  export const apiError: string | undefined;
}

/** The types of the page and section chunks, which `virtual:docs-engine/loaders` fetches. */
declare module 'virtual:docs-engine/pages' {
  import type { ComponentType } from 'react';
  import type { LoadedDemo, PageMeta, SidebarGroup } from '@drawer/docs-engine/shared';
  export interface PageModule {
    default: ComponentType<{
      components?: Record<string, ComponentType<never>>;
      loaderData?: unknown;
    }>;
    demos: Record<string, LoadedDemo>;
    /** The page's content tabs by key (`page.$tab-<key>.md`), each a module of this shape. */
    tabs?: Record<string, PageModule>;
  }
  /** `virtual:docs-engine/page/<locale>/<route path>`: a page's chunk, with its metadata. */
  export interface PageChunk extends PageModule {
    meta: PageMeta;
  }
  /** `virtual:docs-engine/section/<locale>/<section path>`: one section of a locale. */
  export interface SectionModule {
    /** The section's sidebar; undefined for a page outside any. */
    sidebar: SidebarGroup[] | undefined;
    /** The route paths of its pages. */
    pagePaths: string[];
    /** Fetches the chunk loaders of its pages (`virtual:docs-engine/section-pages/...`). */
    loadPageLoaders: () => Promise<SectionPages>;
  }
  export interface SectionPages {
    /** The chunk of each page of the section, by route path. */
    pageLoaders: Record<string, () => Promise<PageChunk>>;
    /** The address of the browser entry of the build the list is from; undefined in dev. */
    entryOfBuild?: string;
  }
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
  import type { Texts } from '@drawer/docs-engine/client';
  /** The default locale's interface texts. */
  export const defaultTexts: Texts;
}

declare module 'virtual:docs-engine/loaders' {
  import type { SectionModule } from 'virtual:docs-engine/pages';
  import type { NavItem, LoadedDemo } from '@drawer/docs-engine/shared';
  import type { Texts } from '@drawer/docs-engine/client';
  /** `virtual:docs-engine/locale/<id>`: what a locale other than the default one adds. */
  export interface LocaleModule {
    texts: Texts;
    nav: NavItem[];
    /** The locale's sections, by the default locale's section path. */
    sectionLoaders: Record<string, () => Promise<SectionModule>>;
  }
  /** The fetchers of the site's content chunks, each fetched when first needed. */
  export interface SiteLoaders {
    /** The default locale's sections, by section path ('/guide'). */
    sections: Record<string, () => Promise<SectionModule>>;
    /** The other locales' data, each fetched when a reader opens one of its pages. */
    locales: Record<string, () => Promise<LocaleModule>>;
    /**
     * Each locale's search data (the search worker's payload, as JSON texts), fetched on first
     * search.
     */
    search: Record<string, () => Promise<{ default: readonly string[] }>>;
    /** Every demo of the site by id (for the `~demos/:id` page). */
    demoIndex: () => Promise<{
      demoLoaders: Record<string, () => Promise<{ default: LoadedDemo }>>;
    }>;
  }
  export const siteLoaders: SiteLoaders;
}

declare module 'virtual:docs-engine/server-page-runtime' {
  import type { ComponentType } from 'react';
  import type { LoadedDemo } from '@drawer/docs-engine/shared';
  /** Build: what the pages' modules for the render threads take from the server bundle. */
  export const pageRuntime: {
    builtins: Record<string, ComponentType>;
    loadDemo: (id: string) => Promise<LoadedDemo>;
  };
}

declare module 'virtual:docs-engine/builtin-loaders' {
  import type { ComponentType } from 'react';
  /** Each builtin's chunk by the builtin's name: the pages made outside the bundle ask for them. */
  export const builtinLoaders: Record<string, () => Promise<{ default: ComponentType }>>;
}
