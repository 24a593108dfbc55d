import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { extractApiDefinitions } from './api/extractApiDefinitions.ts';
import { defaultBuiltins } from './builtins.ts';
import type { ResolvedConfig } from './config/SiteConfig.ts';
import { renderDemoCodeModule, renderDemoModule, type DemoRef } from './demo/renderDemoModule.ts';
import { renderSandboxPackagesModule } from './demo/sandboxPackages.ts';
import { createPageCompiler, type PageCompiler } from './compile/pageCompiler.ts';
import { exportLocaleTexts } from './localeTexts.ts';
import type { LocaleState } from './pages/localeStates.ts';
import { loadSiteState, type SiteState } from './siteState.ts';
import { slotOverride, THEME_DIR, THEME_ENTRY } from './themeSlots.ts';

const PREFIX = 'virtual:docs-engine/';
const RESOLVED = `\0${PREFIX}`;

/** Module ids whose content derives from the whole site, regenerated when a page changes. */
const SITE_MODULES = ['site-data', 'pages', 'search-data', 'demo-index', 'plugins', 'locales'];
/** Modules of one locale each: `locale/zh-CN`, `search-data/zh-CN`. */
const LOCALE_MODULES = ['locale', 'search-data'];

/** What the plugin offers the dev server: the site as it is now, updated on every page edit. */
export interface DocsEnginePluginApi {
  siteState(): SiteState;
}

/** What a build hands the plugin rather than have it redo: the scanned site and its compiler. */
export interface DocsEnginePluginOptions {
  state?: SiteState;
  compiler?: PageCompiler;
}

/**
 * Serves the site's content to Vite: the pages compiled from Markdown, and virtual modules for the
 * site data (first load), the search data (fetched on first search), each demo, the API tables
 * and the runtime plugins; the theme, with the site's own slots in place of the default ones.
 */
export function docsEnginePlugin(
  config: ResolvedConfig,
  options: DocsEnginePluginOptions = {},
): Plugin {
  let state: SiteState = options.state ?? loadSiteState(config);
  const compiler =
    options.compiler ??
    createPageCompiler({
      builtins: defaultBuiltins(),
      cacheDir: cacheDir(config),
      parallel: false,
    });
  let server: ViteDevServer | undefined;
  let api: { status: 'resolving' | 'ready'; definitions: object } | undefined;

  const modules: Record<string, () => string | Promise<string>> = {
    'site-data': () => `export const siteData = ${JSON.stringify(state.siteData)};`,
    'search-data': () => `export default ${JSON.stringify(state.searchData)};`,
    pages: () => `export const pageLoaders = ${pageLoaders(config.locales[0]?.id)};`,
    locales: () => renderLocalesModule(state.locales),
    'demo-index': () =>
      `export const demoLoaders = {\n${[...state.demos.keys()]
        .map(
          (id) =>
            `  ${JSON.stringify(id)}: () => import(${JSON.stringify(`${PREFIX}demo/${id}`)}),`,
        )
        .join('\n')}\n};`,
    // The drawer's sources and exact versions for sandbox exports, fetched only on export.
    'sandbox-packages': () => renderSandboxPackagesModule(config.root),
    plugins: () =>
      [
        `import { validateRuntimePlugin } from ${JSON.stringify(path.resolve(import.meta.dirname, '../shared/runtimePlugins.ts'))};`,
        ...config.plugins.map((file, i) => `import plugin${i} from ${JSON.stringify(file)};`),
        `export const plugins = [${config.plugins
          .map(
            (file, i) =>
              `validateRuntimePlugin(${JSON.stringify(path.relative(config.root, file))}, plugin${i})`,
          )
          .join(', ')}];`,
      ].join('\n'),
    api: async () => {
      if (!config.apiParser)
        return `export const apiStatus = 'off';\nexport const apiDefinitions = {};`;
      const { entryFile } = config.apiParser;
      if (server && !api) {
        // In dev the page shows at once and says the table is resolving; it reloads when ready.
        api = { status: 'resolving', definitions: {} };
        void extractApiDefinitions(entryFile, { cacheDir: cacheDir(config) }).then(
          (definitions) => {
            api = { status: 'ready', definitions };
            invalidate('api');
            server?.ws.send({ type: 'full-reload' });
          },
        );
      }
      const current = api ?? {
        status: 'ready',
        definitions: await extractApiDefinitions(entryFile, { cacheDir: cacheDir(config) }),
      };
      return `export const apiStatus = ${JSON.stringify(current.status)};\nexport const apiDefinitions = ${JSON.stringify(current.definitions)};`;
    },
  };

  /** The chunk loaders of the pages written in a locale, by route id. */
  function pageLoaders(localeId: string | undefined): string {
    return `{\n${[...state.sources.values()]
      .filter((source) => !('key' in source) && source.locale === localeId)
      .map(
        (source) =>
          `  ${JSON.stringify(source.relativeFile.replace(/\.md$/, ''))}: () => import(${JSON.stringify(source.file)}),`,
      )
      .join('\n')}\n}`;
  }

  /** `locale/<id>` and `search-data/<id>`: a locale's share, fetched when a reader needs it. */
  function localeModule(kind: string, localeId: string): string | undefined {
    const locale = state.locales.find((entry) => entry.locale.id === localeId);
    if (!locale) return undefined;
    if (kind === 'search-data') return `export default ${JSON.stringify(locale.searchData)};`;
    return [
      exportLocaleTexts(localeId, 'texts'),
      `export const data = ${JSON.stringify(locale.data)};`,
      `export const pageLoaders = ${pageLoaders(localeId)};`,
    ].join('\n');
  }

  function demoRef(id: string): DemoRef | undefined {
    const demo = state.demos.get(id);
    return (
      demo && {
        id: demo.id,
        entryFile: demo.entryFile,
        tag: demo.tag,
        routeId: demo.page.meta.id,
        attrs: demo.attrs,
      }
    );
  }

  function invalidate(name: string) {
    const module = server?.moduleGraph.getModuleById(`${RESOLVED}${name}`);
    if (module) server?.moduleGraph.invalidateModule(module);
  }

  return {
    name: 'docs-engine',
    enforce: 'pre',
    api: { siteState: () => state } satisfies DocsEnginePluginApi,

    resolveId(id, importer) {
      if (id === `${PREFIX}theme`) return THEME_ENTRY;
      if (importer?.startsWith(THEME_DIR) && id.startsWith('.')) {
        return slotOverride(path.resolve(path.dirname(importer), id), importer, config.root);
      }
      if (!id.startsWith(PREFIX)) return undefined;
      const name = id.slice(PREFIX.length);
      const [kind = ''] = name.split('/');
      return modules[name] ||
        name.startsWith('demo/') ||
        name.startsWith('demo-code/') ||
        (name.includes('/') && LOCALE_MODULES.includes(kind))
        ? `\0${id}`
        : undefined;
    },

    async load(id) {
      if (id.startsWith(RESOLVED)) {
        const name = id.slice(RESOLVED.length);
        const [kind = '', demoId] = name.split('/');
        if (demoId !== undefined && LOCALE_MODULES.includes(kind))
          return localeModule(kind, demoId);
        if (demoId !== undefined && (kind === 'demo' || kind === 'demo-code')) {
          const ref = demoRef(demoId);
          if (!ref) return `throw new Error(${JSON.stringify(`No demo ${demoId}`)});`;
          if (kind === 'demo-code') return renderDemoCodeModule(ref);
          const { code, watchFiles } = await renderDemoModule(ref);
          for (const file of watchFiles) this.addWatchFile(file);
          return code;
        }
        const module = modules[name];
        return module ? module() : undefined;
      }
      const source = state.sources.get(id);
      if (!source) return undefined;
      const { code, watchFiles } = await compiler.compile(source);
      for (const file of watchFiles) this.addWatchFile(file);
      return code;
    },

    configureServer(devServer) {
      server = devServer;
      const onChange = (file: string) => {
        if (!file.endsWith('.md') && !file.includes(`${path.sep}demos${path.sep}`)) return;
        try {
          state = loadSiteState(config);
        } catch (error) {
          devServer.config.logger.error(String(error instanceof Error ? error.message : error));
          return;
        }
        for (const name of SITE_MODULES) invalidate(name);
        for (const module of devServer.moduleGraph.idToModuleMap.values()) {
          const name = module.id?.startsWith(RESOLVED) ? module.id.slice(RESOLVED.length) : '';
          if (name.startsWith('demo') || LOCALE_MODULES.some((kind) => name.startsWith(`${kind}/`)))
            devServer.moduleGraph.invalidateModule(module);
        }
        devServer.ws.send({ type: 'full-reload' });
      };
      devServer.watcher.add(config.docsDir);
      devServer.watcher.on('add', onChange);
      devServer.watcher.on('unlink', onChange);
      devServer.watcher.on('change', onChange);
    },
  };
}

/**
 * `virtual:docs-engine/locales`, in the first load: the default locale's interface texts, and how
 * to fetch the other locales and each locale's search data.
 */
function renderLocalesModule(locales: readonly LocaleState[]): string {
  const [first, ...others] = locales;
  const loader = (kind: string, id: string) =>
    `  ${JSON.stringify(id)}: () => import(${JSON.stringify(`${PREFIX}${kind}/${id}`)}),`;
  return [
    exportLocaleTexts(first?.locale.id ?? 'en-US', 'defaultTexts'),
    `export const localeLoaders = {\n${others.map(({ locale }) => loader('locale', locale.id)).join('\n')}\n};`,
    `export const searchLoaders = {\n${[
      ...(first
        ? [`  ${JSON.stringify(first.locale.id)}: () => import('${PREFIX}search-data'),`]
        : []),
      ...others.map(({ locale }) => loader('search-data', locale.id)),
    ].join('\n')}\n};`,
  ].join('\n');
}

export function cacheDir(config: ResolvedConfig): string {
  return path.join(config.root, '.docs-engine', 'cache');
}
