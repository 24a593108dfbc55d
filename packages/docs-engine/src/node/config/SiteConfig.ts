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
  /**
   * The site's languages, the default first: `[{ id: 'en-US', name: 'English' }, { id: 'zh-CN',
   * name: '中文', base: '/zh-CN' }]`. Without it the site has one, English.
   */
  locales?: Locale[];
  /** Serve each page as Markdown (`<route>.md`) with `/llms.txt` and `/llms-full.txt`; default true. */
  llms?: boolean;
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
  /** Each with its `base` ('/' for the first) or its `suffix`. */
  locales: Locale[];
  llms: boolean;
  themeConfig: ThemeConfig;
  plugins: string[];
  apiParser: { entryFile: string } | false;
  hostname?: string;
  /** The dev server shows demos marked `debug`; a production build leaves them out. */
  mode: 'development' | 'production';
}

export function defineConfig(config: SiteConfig): SiteConfig {
  return config;
}
