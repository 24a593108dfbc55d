import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { DepOptimizationOptions, Rolldown } from 'vite';
import enginePackage from '../../package.json' with { type: 'json' };
import { contentKey } from './contentCache.ts';
import { styleModule } from './devRuntimeStyle.ts';
import { slotOverride, THEME_DIR, THEME_ENTRY } from './themeSlots.ts';

const ENGINE_SRC = path.resolve(import.meta.dirname, '..');
/**
 * The bundle's entries, as the page, a site's slots and a page's builtins import them: one bundle
 * serves the three, so that they share one runtime (its router, its texts, its demos).
 */
const RUNTIME_ENTRY = `${enginePackage.name}/runtime`;
const THEME_API = `${enginePackage.name}/client`;
const BUILTINS = `${enginePackage.name}/builtins`;
const SOURCE_ENTRY = path.join(ENGINE_SRC, 'client', 'entry-client.tsx');
/** The folders the browser's runtime is made of: what the bundle is rebuilt for when edited. */
const RUNTIME_PARTS = ['client', 'theme', 'shared', 'search'];
/**
 * Left out of the bundle and served as they are: the search worker's starter, whose
 * `new URL(…, import.meta.url)` only Vite's worker support turns into the worker's address.
 */
const UNBUNDLED = [path.join(ENGINE_SRC, 'client', 'createSearchWorker.ts')];
const VIRTUAL = 'virtual:docs-engine/';
/**
 * The export tools' dependencies (1.3 MB for html2sketch), which a new site's first start would
 * wait for: left out, they are bundled when a reader first uses them, as before the runtime was.
 */
const FOUND_ON_USE = ['html2sketch', '@stackblitz/sdk'];

/** The files the bundle is made of and by: it is made again when one of them changes. */
function runtimeFiles(): string[] {
  const sources = RUNTIME_PARTS.flatMap((part) =>
    readdirSync(path.join(ENGINE_SRC, part), { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.(tsx?|css)$/.test(name) && !/\.test\.tsx?$/.test(name))
      .map((name) => path.join(ENGINE_SRC, part, name))
      .sort(),
  );
  const bundler = ['devRuntime.ts', 'devRuntimeStyle.ts', 'themeSlots.ts'];
  return [...sources, ...bundler.map((name) => path.join(import.meta.dirname, name))];
}

/** The site's own slots: `theme/slots/<Name>.tsx` or `theme/slots/<Name>/index.tsx`. */
export function siteSlots(siteRoot: string): string[] {
  const folder = path.join(siteRoot, 'theme', 'slots');
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => /^[\w-]+(\.tsx|[\\/]index\.tsx)$/.test(name))
    .sort();
}

/** Whether the site resolves the engine's package, which the runtime is bundled as. */
function resolvesEngine(siteRoot: string): boolean {
  try {
    createRequire(path.join(siteRoot, 'package.json')).resolve(RUNTIME_ENTRY);
    return true;
  } catch {
    return false;
  }
}

/**
 * What the bundle leaves to the dev server: the site's modules (virtual ones, its theme slots),
 * and the few files that only work unbundled. The default theme is part of it, with the site's
 * slots in place of the default ones, as `virtual:docs-engine/theme` is everywhere else, and its
 * style sheets, each a module that adds it to the page.
 */
function runtimeBundlePlugin(siteRoot: string): Rolldown.Plugin {
  return {
    name: 'docs-engine:runtime-bundle',
    resolveId(id, importer) {
      if (id === `${VIRTUAL}theme`) return THEME_ENTRY;
      if (id.startsWith(VIRTUAL)) return { id, external: true };
      if (FOUND_ON_USE.some((name) => id === name || id.startsWith(`${name}/`))) {
        return { id, external: true };
      }
      if (!importer || !id.startsWith('.')) return undefined;
      const file = path.resolve(path.dirname(importer), id);
      if (UNBUNDLED.includes(file)) return { id: file, external: 'absolute' };
      if (file.endsWith('.css') && file.startsWith(ENGINE_SRC)) return file;
      const override = importer.startsWith(THEME_DIR)
        ? slotOverride(file, importer, siteRoot)
        : undefined;
      return override ? { id: override, external: 'absolute' } : undefined;
    },
    load(id) {
      if (!id.endsWith('.css') || !id.startsWith(ENGINE_SRC)) return undefined;
      return styleModule(readFileSync(id, 'utf8'), path.relative(ENGINE_SRC, id));
    },
  };
}

/**
 * Dev: the engine's runtime (its client and default theme, some 130 modules that a site's author
 * does not edit) goes through Vite's dependency optimizer with React: the browser fetches a
 * handful of bundled modules instead of one request per file, each through the plugins. The
 * bundle is cached with Vite's others (in the cache folder) and made again when the runtime's
 * sources or the site's set of slots change. A site whose folder does not resolve the engine's
 * package gets the runtime's sources, module by module.
 */
export function devRuntimeOptimizeDeps(siteRoot: string): DepOptimizationOptions | undefined {
  if (!resolvesEngine(siteRoot)) return undefined;
  const slots = siteSlots(siteRoot);
  const key = contentKey(
    ...runtimeFiles().flatMap((file) => [path.relative(ENGINE_SRC, file), readFileSync(file)]),
    ...slots,
  );
  return {
    include: [RUNTIME_ENTRY, THEME_API, BUILTINS],
    // The runtime is written in TypeScript: the optimizer takes only JavaScript unless told.
    extensions: ['.ts', '.tsx'],
    rolldownOptions: {
      plugins: [runtimeBundlePlugin(siteRoot)],
      // Dev React's JSX, which names the component and file of a warning.
      transform: { jsx: { runtime: 'automatic', development: true } },
      // Part of the optimizer's cache key: an edit to the runtime or a slot added or removed
      // bundles it again.
      output: { intro: `/* ${enginePackage.name} runtime ${key} */` },
    },
  };
}

/**
 * `virtual:docs-engine/entry`, the dev page's script: the runtime's bundle, else (a site that
 * does not resolve the engine's package) its sources.
 */
export function devEntryModule(bundled: boolean): string {
  return `import ${JSON.stringify(bundled ? RUNTIME_ENTRY : SOURCE_ENTRY)};`;
}

/** Dev, with the runtime bundled: the builtins a page imports, each from the bundle. */
export function bundledBuiltins(builtins: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.keys(builtins).map((name) => [name, `${VIRTUAL}builtin/${name}`]),
  );
}

/** `virtual:docs-engine/builtin/<name>`: the builtin, as the runtime's bundle exports it. */
export function builtinModule(name: string): string {
  return `export { ${name} as default } from ${JSON.stringify(BUILTINS)};`;
}

/**
 * The runtime's source folders when the engine is a working copy (linked, not installed): an
 * edit there does not reach a bundle made at start, so the dev server watches them to say so.
 */
export function editableRuntimeFolders(): string[] {
  if (ENGINE_SRC.split(path.sep).includes('node_modules')) return [];
  return RUNTIME_PARTS.map((part) => path.join(ENGINE_SRC, part));
}
