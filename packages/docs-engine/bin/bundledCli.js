import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { MARKDOWN_PACKAGES } from '../src/node/preloadPackages.js';

/** This file and the list it inlines by: a bundle is made again when either changes. */
const BUNDLER_FILES = [
  import.meta.filename,
  path.resolve(import.meta.dirname, '..', 'src', 'node', 'preloadPackages.js'),
];

const ENGINE = path.resolve(import.meta.dirname, '..');
/**
 * The CLI, and where its bundles are kept: beside the engine's dependencies, which they import
 * from there.
 */
const CLI = {
  entry: path.join(ENGINE, 'src', 'node', 'cli.ts'),
  folder: path.join(ENGINE, 'node_modules', '.cache', 'docs-engine-cli'),
};
/**
 * A build's compile thread (see compileWorker.js), bundled on its own: each thread loads it as it
 * starts, a second sooner than its sources through tsx, whose hooks also slow every grammar the
 * highlighter imports.
 */
export const COMPILE_THREAD = {
  entry: path.join(ENGINE, 'src', 'node', 'compile', 'compileTask.ts'),
  folder: path.join(ENGINE, 'node_modules', '.cache', 'docs-engine-compile-thread'),
};
/** A build's compress thread (see compressWorker.js), bundled on its own for the same reason. */
export const COMPRESS_THREAD = {
  entry: path.join(ENGINE, 'src', 'node', 'compressThread.ts'),
  folder: path.join(ENGINE, 'node_modules', '.cache', 'docs-engine-compress-thread'),
};
const MANIFEST = 'current.json';
/**
 * The packages bundled into the CLI rather than imported from node_modules: the Markdown and MDX
 * toolchain, some 300 small modules that Node would find, read and link one by one (0.2 s of CPU
 * on the main thread before a new site's first page compiles, where one file takes 0.04 s). The
 * highlighter stays a package: it loads each grammar by an import of its own.
 */
const INLINED = new Set(MARKDOWN_PACKAGES.filter((name) => name !== 'shiki'));
const ENGINE_SOURCES = [path.join(ENGINE, 'src'), path.join(ENGINE, 'bin')].map(
  (folder) => `${folder}${path.sep}`,
);

/** 'react/jsx-runtime' → 'react', '@a/b/c' → '@a/b'. */
function packageName(specifier) {
  const parts = specifier.split('/');
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

/**
 * Whether the bundle imports a module rather than include it: Node's own, and the packages, but
 * those INLINED and what they import in turn.
 * @param {string} id
 * @param {string | undefined} importer
 */
function isExternal(id, importer) {
  if (id.startsWith('.') || path.isAbsolute(id) || id.startsWith('\0')) return false;
  if (id.startsWith('node:') || builtinModules.includes(id)) return true;
  const fromInlinedPackage =
    importer !== undefined &&
    importer.split(path.sep).includes('node_modules') &&
    !ENGINE_SOURCES.some((folder) => importer.startsWith(folder));
  return !fromInlinedPackage && !INLINED.has(packageName(id));
}

/**
 * Bundles kept besides the current one: a dev server started from an older one still imports
 * its chunks (the compiler, the demo renderer) when first needed.
 */
const KEPT = 3;

/**
 * @typedef {object} Bundling
 * @property {string} entry The module to bundle.
 * @property {string} folder Where its bundles are kept, each in a folder of its own.
 */

/**
 * @typedef {object} Manifest
 * @property {string} folder The current bundle's folder, in the bundles' folder.
 * @property {string[]} inputs The files it was made of: the engine's sources, and this file.
 * @property {string} stamp Their sizes and times of modification when it was made.
 */

/** @param {string[]} files */
function stampOf(files) {
  return files
    .map((file) => {
      const stats = statSync(file, { throwIfNoEntry: false });
      return stats ? `${file} ${stats.size} ${stats.mtimeMs}` : `${file} gone`;
    })
    .join('\n');
}

/**
 * @param {string} folder
 * @returns {Manifest | undefined}
 */
function readManifest(folder) {
  try {
    return JSON.parse(readFileSync(path.join(folder, MANIFEST), 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Starts a worker thread's code: its bundle, else (when none can be made) `sources` through tsx's
 * loader, which a thread does not inherit, after `beforeSources`.
 * @param {Bundling} bundling
 * @param {URL} sources
 * @param {() => Promise<void>} [beforeSources]
 */
export async function startThread(bundling, sources, beforeSources) {
  const bundle = await bundledCli(bundling);
  if (bundle) {
    await import(pathToFileURL(bundle).href);
    return;
  }
  await beforeSources?.();
  const { register } = await import('tsx/esm/api');
  register();
  await import(sources.href);
}

/** The bundler Vite ships with: the engine depends on Vite, not on it directly. */
export async function loadRolldown() {
  const vite = createRequire(import.meta.filename).resolve('vite');
  const rolldown = createRequire(vite).resolve('rolldown');
  /** @type {typeof import('rolldown')} */
  const module = await import(pathToFileURL(rolldown).href);
  return module;
}

/** The names a bundled module's `import.meta` properties are given, each declared in the module. */
const SOURCE_LOCATIONS = {
  'import.meta.dirname': '__sourceDirname',
  'import.meta.filename': '__sourceFilename',
  'import.meta.url': '__sourceUrl',
};

/**
 * Keeps each module's `import.meta` what it is in the sources: the engine finds its theme, its
 * client and its own files next to the module that names them, not next to the bundle. Goes
 * with `define: SOURCE_LOCATIONS`, which replaces the expressions alone, not text in strings.
 * @param {typeof import('rolldown')} rolldown the bundler, whose MagicString keeps the source map
 * @returns {import('rolldown').Plugin}
 */
export function sourceLocations({ RolldownMagicString }) {
  return {
    name: 'docs-engine:source-locations',
    transform(code, id) {
      if (!code.includes('import.meta')) return null;
      const names = Object.values(SOURCE_LOCATIONS);
      const values = [path.dirname(id), id, pathToFileURL(id).href];
      const declarations = names.map((name, index) => `${name} = ${JSON.stringify(values[index])}`);
      const located = new RolldownMagicString(code);
      located.prepend(`const ${declarations.join(', ')};\n`);
      return { code: located };
    },
  };
}

/** Rolldown's input options that go with sourceLocations(). */
export const SOURCE_LOCATION_OPTIONS = { transform: { define: SOURCE_LOCATIONS } };

/**
 * Removes every bundle but the newest KEPT + 1, by time of modification.
 * @param {string} bundles
 */
function pruneBundles(bundles) {
  const folders = readdirSync(bundles, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => path.join(bundles, entry.name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  for (const folder of folders.slice(KEPT + 1)) rmSync(folder, { recursive: true, force: true });
}

/**
 * Bundles the entry (the engine's server code) into JavaScript: packages stay imports, the
 * lazily loaded modules stay chunks of their own.
 * @param {Bundling} bundling
 * @returns {Promise<string>} the bundle's entry
 */
async function bundle({ entry, folder: bundles }) {
  const bundler = await loadRolldown();
  const build = await bundler.rolldown({
    input: { index: entry },
    platform: 'node',
    external: isExternal,
    plugins: [sourceLocations(bundler)],
    ...SOURCE_LOCATION_OPTIONS,
    logLevel: 'silent',
  });
  const temporary = mkdtempSync(path.join(bundles, '.building-'));
  const { output } = await build.write({
    dir: temporary,
    format: 'esm',
    sourcemap: true,
    // Positions only: with source maps enabled (the site's config turns them on, see siteModule),
    // Node reads each chunk's map as it loads, and the sources' text would double what it reads.
    sourcemapExcludeSources: true,
  });
  await build.close();
  const inputs = [
    ...new Set(output.flatMap((chunk) => ('moduleIds' in chunk ? chunk.moduleIds : []))),
  ]
    .filter((id) => path.isAbsolute(id))
    .concat(BUNDLER_FILES)
    .sort();
  const stamp = stampOf(inputs);
  const folder = createHash('sha256').update(stamp).digest('hex').slice(0, 16);
  const target = path.join(bundles, folder);
  try {
    renameSync(temporary, target);
  } catch (error) {
    // Another start made the same bundle meanwhile: either copy will do.
    if (!existsSync(target)) throw error;
    rmSync(temporary, { recursive: true, force: true });
  }
  /** @type {Manifest} */
  const manifest = { folder, inputs, stamp };
  const manifestFile = path.join(bundles, MANIFEST);
  // Written whole, then renamed: a start reading it meanwhile sees the old one or the new one.
  const manifestTemporary = `${temporary}.json`;
  writeFileSync(manifestTemporary, JSON.stringify(manifest));
  renameSync(manifestTemporary, manifestFile);
  pruneBundles(bundles);
  return path.join(target, 'index.js');
}

/**
 * The CLI as JavaScript, bundled again when one of its sources changed: Node loads it as it is,
 * without a TypeScript loader, whose hooks would also slow down every package loaded after it
 * (Vite's, MDX's, Shiki's), 1 s of CPU before a large site's first page. Undefined when it
 * cannot be made (the engine's folder is read-only): the caller runs the sources through tsx.
 * @param {Bundling} [bundling] the CLI unless told
 * @returns {Promise<string | undefined>} the bundle's entry module
 */
export async function bundledCli(bundling = CLI) {
  const manifest = readManifest(bundling.folder);
  if (manifest && stampOf(manifest.inputs) === manifest.stamp) {
    const entry = path.join(bundling.folder, manifest.folder, 'index.js');
    if (existsSync(entry)) return entry;
  }
  try {
    mkdirSync(bundling.folder, { recursive: true });
    return await bundle(bundling);
  } catch (error) {
    console.warn(
      `The engine's ${path.basename(bundling.entry)} could not be bundled (${error instanceof Error ? error.message : error}): running its sources, which starts slower`,
    );
    return undefined;
  }
}
