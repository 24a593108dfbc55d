import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { InlineConfig, Plugin } from 'vite';
import type { ResolvedConfig } from './config/SiteConfig.ts';
import { docsEnginePlugin } from './vitePlugin.ts';
import { eagerCompileHintPlugin } from './eagerCompileHint.ts';

export const CLIENT_ENTRY = fileURLToPath(new URL('../client/entry-client.tsx', import.meta.url));
/** The app the entry imports once the page is painted: its chunk is part of every first load. */
export const CLIENT_APP = fileURLToPath(new URL('../client/mountApp.tsx', import.meta.url));
/** The server bundle's entry: a prerender thread, which imports the client's entry-server. */
export const RENDER_THREAD_ENTRY = fileURLToPath(
  new URL('./prerender/renderThread.ts', import.meta.url),
);

export function ssrOutDir(config: ResolvedConfig): string {
  return path.join(config.root, '.docs-engine', 'ssr');
}

/**
 * What the React plugin leaves alone: packages, as it does by default, and the engine's folder in
 * the site (`.docs-engine`), where the dev server's optimized dependencies are kept, which are
 * not in node_modules. Otherwise each, React DOM's megabyte with it, is transformed again for Fast
 * Refresh, its source map merged, on every start: half a second before the first page shows.
 */
const NOT_REFRESHED = [/\/node_modules\//, /\/\.docs-engine\//];

// Rolldown prints a [PLUGIN_TIMINGS] table whenever plugins take a noticeable share of a build,
// which on a busy machine is most builds; nothing in it is for a site's author to act on. The
// search worker is bundled by a build of its own, with options of its own.
const rolldownOptions = { checks: { bundlerTimings: false } };

/**
 * The Vite settings shared by the dev server and both builds, with the engine's plugin (a build
 * makes its own: see DocsEnginePluginOptions).
 */
export async function viteConfig(
  config: ResolvedConfig,
  enginePlugin: Plugin = docsEnginePlugin(config),
): Promise<InlineConfig> {
  // Loaded here, not with this module: a rebuild that takes both bundles from the cache runs no
  // bundler, and does without it.
  const { default: react } = await import('@vitejs/plugin-react');
  return {
    configFile: false,
    root: config.root,
    base: config.base,
    publicDir: path.join(config.root, 'public'),
    cacheDir: path.join(config.root, '.docs-engine', 'vite'),
    logLevel: 'warn',
    plugins: [enginePlugin, react({ exclude: NOT_REFRESHED }), eagerCompileHintPlugin()],
    worker: { format: 'es', rolldownOptions },
    build: {
      // The large chunks are the export tools (Sketch, sandboxes, the live compiler), which load
      // only when a reader uses them.
      chunkSizeWarningLimit: 2048,
      // Computed for a report that the `warn` log level never prints.
      reportCompressedSize: false,
      rolldownOptions,
    },
  };
}
