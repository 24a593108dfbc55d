import type { InferInput } from 'valibot';
import type { Locale, ThemeConfig } from '../../shared/types.ts';
import type { siteConfigSchema } from './siteConfigSchema.ts';

/** What a site's `.docsrc.ts` default-exports; each key is described in siteConfigSchema.ts. */
export type SiteConfig = InferInput<typeof siteConfigSchema>;

/** The config with every default filled in and every path made absolute. */
export interface ResolvedConfig {
  /** Absolute path of the site root (the folder holding `.docsrc.ts`). */
  root: string;
  configFile: string;
  /** The config file and the site's files it imports, as it was loaded: what dev watches. */
  configFiles: string[];
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
  /** Milliseconds a page's server loader may run before its request fails. */
  serverLoaderTimeout: number;
  /** The dev server shows demos marked `debug`; a production build leaves them out. */
  mode: 'development' | 'production';
}

export function defineConfig(config: SiteConfig): SiteConfig {
  return config;
}
