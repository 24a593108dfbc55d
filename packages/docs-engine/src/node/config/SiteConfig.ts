import type { Locale, SidebarGroup, ThemeConfig } from '../../shared/types.ts';

/** What a site's `.docsrc.ts` default-exports. Every key is optional but `title`. */
export interface SiteConfig {
  /** The site's name, shown in the header and page titles. */
  title: string;
  description?: string;
  /** Path of the logo image, relative to the site root. Served from the site itself. */
  logo?: string;
  /** Where the site is served from, e.g. '/' or '/drawer/'. */
  base?: string;
  /** Folder of Markdown pages, relative to the site root. */
  docsDir?: string;
  /** Where the build goes, relative to the site root. */
  outDir?: string;
  locales?: Locale[];
  themeConfig?: {
    nav?: ThemeConfig['nav'];
    sidebar?: Record<string, SidebarGroup[]>;
    footer?: string;
    prefersColor?: Partial<ThemeConfig['prefersColor']>;
    lastUpdated?: boolean;
    editLink?: string;
    prefetch?: ThemeConfig['prefetch'];
  };
  /** Runtime plugin modules (paths relative to the site root), see RUNTIME_PLUGIN_HOOKS. */
  plugins?: string[];
  /** Generate `<API>` tables from the types exported by this entry file. */
  apiParser?: { entryFile: string } | false;
  /** Absolute URL the site is published at; adds canonical links and full URLs to sitemap.xml. */
  hostname?: string;
  /** How long a server loader may run, in milliseconds, before its request answers 504. */
  serverLoaderTimeout?: number;
}

export interface ResolvedConfig {
  /** Absolute path of the site root (the folder holding `.docsrc.ts`). */
  root: string;
  configFile: string;
  title: string;
  description: string;
  logo?: string;
  base: string;
  docsDir: string;
  /** Absolute path of the build output. */
  outDir: string;
  locales: Locale[];
  themeConfig: ThemeConfig;
  plugins: string[];
  apiParser: { entryFile: string } | false;
  hostname?: string;
  serverLoaderTimeout: number;
  /** The dev server shows demos marked `debug`; a production build leaves them out. */
  mode: 'development' | 'production';
}

export function defineConfig(config: SiteConfig): SiteConfig {
  return config;
}
