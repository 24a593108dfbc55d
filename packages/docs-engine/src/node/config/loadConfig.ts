import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { BuildError } from '../../shared/BuildError.ts';
import { importBundledSiteModule, importSiteModule } from '../siteModule.ts';
import { siteCacheDir } from '../siteCacheDir.js';
import { validateRuntimePlugin } from '../../shared/runtimePlugins.ts';
import type { Locale, SidebarGroup } from '../../shared/types.ts';
import type { ResolvedConfig, SiteConfig } from './SiteConfig.ts';
import { validateConfig } from './validateConfig.ts';
import { resolveLocales } from './validateLocales.ts';

export const CONFIG_FILE = '.docsrc.ts';

type SidebarOverrides = NonNullable<NonNullable<SiteConfig['themeConfig']>['sidebar']>;

/** Sidebar overrides as the generated sidebar has them: every group and item with an order. */
function withOrders(sidebar: SidebarOverrides): Record<string, SidebarGroup[]> {
  const ordered: Record<string, SidebarGroup[]> = {};
  for (const [navPath, groups] of Object.entries(sidebar)) {
    ordered[navPath] = groups.map((group) => ({
      ...group,
      order: group.order ?? 0,
      children: group.children.map((item) => ({ ...item, order: item.order ?? 0 })),
    }));
  }
  return ordered;
}

/**
 * Loads `<root>/.docsrc.ts`, validates it and its runtime plugins, and fills in the defaults.
 * The config is bundled with the site's files it imports (see importBundledSiteModule).
 * `overrides` come from the command line (e.g. `--base`).
 */
export async function loadConfig(
  root: string,
  overrides: { base?: string; outDir?: string; mode?: ResolvedConfig['mode'] } = {},
): Promise<ResolvedConfig> {
  const { mode = 'production', ...configOverrides } = overrides;
  const configFile = path.join(root, CONFIG_FILE);
  const displayFile = path.relative(process.cwd(), configFile) || CONFIG_FILE;
  if (!existsSync(configFile)) {
    throw new BuildError(
      'NO_CONFIG',
      displayFile,
      'no site config here: create it with `export default { title: "My site" }`',
    );
  }
  // Bundled, it is read afresh with the files it imports: the dev server picks up their edits.
  const { module, files: configFiles } = await importBundledSiteModule(
    configFile,
    siteCacheDir(root),
  );
  const config = validateConfig({ ...(module.default as object), ...configOverrides }, displayFile);

  for (const plugin of config.plugins ?? []) {
    const pluginFile = path.resolve(root, plugin);
    if (!existsSync(pluginFile)) {
      throw new BuildError(
        'NO_PLUGIN',
        displayFile,
        `plugin ${plugin} not found (looked for ${pluginFile})`,
      );
    }
    const pluginModule = await importSiteModule(pluginFile);
    validateRuntimePlugin(plugin, pluginModule.default);
  }
  if (config.logo && !existsSync(path.resolve(root, config.logo))) {
    throw new BuildError('NO_LOGO', displayFile, `logo ${config.logo} not found`);
  }
  // The site serves public/ at its base, and nothing from another origin: the logo must be there.
  if (
    config.logo &&
    !path.resolve(root, config.logo).startsWith(path.join(root, 'public', path.sep))
  ) {
    throw new BuildError(
      'NO_LOGO',
      displayFile,
      `logo ${config.logo} must be a file in public/, which the site serves`,
    );
  }

  const theme = config.themeConfig ?? {};
  const locales = resolveLocales(config.locales);
  return {
    root,
    configFile,
    configFiles,
    title: config.title,
    description: config.description ?? '',
    logo: config.logo,
    base: config.base ?? '/',
    docsDir: path.resolve(root, config.docsDir ?? 'docs'),
    outDir: path.resolve(root, config.outDir ?? 'dist'),
    locales,
    llms: config.llms ?? true,
    themeConfig: {
      nav: theme.nav,
      sidebar: theme.sidebar && withOrders(theme.sidebar),
      footer: theme.footer === undefined ? undefined : footerByLocale(theme.footer, locales),
      prefersColor: { default: 'light', switch: true, ...theme.prefersColor },
      lastUpdated: theme.lastUpdated ?? true,
      editLink: theme.editLink,
      prefetch: theme.prefetch ?? 'none',
    },
    plugins: (config.plugins ?? []).map((plugin) => path.resolve(root, plugin)),
    apiParser: config.apiParser
      ? { entryFile: apiEntryFile(config.apiParser.entryFile, root, displayFile) }
      : false,
    hostname: config.hostname,
    serverLoaderTimeout: config.serverLoaderTimeout ?? 10_000,
    mode,
  };
}

/**
 * The apiParser's entry file, which must be there: TypeScript would take a missing one for a
 * library that exports nothing, and every table would say its component is not found.
 */
function apiEntryFile(entryFile: string, root: string, displayFile: string): string {
  const file = path.resolve(root, entryFile);
  if (!statSync(file, { throwIfNoEntry: false })?.isFile()) {
    throw new BuildError(
      'NO_API_ENTRY',
      displayFile,
      `apiParser.entryFile ${entryFile} not found (looked for ${file})`,
    );
  }
  return file;
}

/** The footer's text for each locale: its own, else the default locale's. */
function footerByLocale(
  footer: string | Record<string, string>,
  locales: readonly Locale[],
): Record<string, string> {
  const own = typeof footer === 'string' ? {} : footer;
  const fallback = typeof footer === 'string' ? footer : footer[locales[0]?.id ?? ''];
  return Object.fromEntries(
    locales.flatMap(({ id }) => {
      const text = own[id] ?? fallback;
      return text === undefined ? [] : [[id, text]];
    }),
  );
}
