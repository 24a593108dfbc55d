import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { pathToFileURL } from 'node:url';
import type { Rolldown } from 'vite';
import { loadRolldown, SOURCE_LOCATION_OPTIONS, sourceLocations } from '../../bin/bundledCli.js';
import { BuildError } from '../shared/BuildError.ts';
import { engineFingerprint } from './compile/engineFingerprint.ts';
import {
  dependenciesHold,
  fileDependencies,
  type FileDependencies,
} from './compile/fileDependencies.ts';
import { contentKey } from './contentCache.ts';

/** A TypeScript file, which Node cannot load without a loader. */
const TYPESCRIPT = /\.[cm]?tsx?$/;
const BUNDLES = path.join(os.tmpdir(), 'docs-engine-site-modules');
const ENGINE_SOURCES = `${path.resolve(import.meta.dirname, '..')}${path.sep}`;

type Module = { default?: unknown };

/**
 * The files of the site's own (and a package's TypeScript sources, as the engine's own
 * `defineConfig`) go into the bundle; the packages it imports are imported from where they are.
 */
function importsFromPlace(): Rolldown.Plugin {
  return {
    name: 'docs-engine:imports-from-place',
    async resolveId(id, importer, options) {
      if (id.startsWith('.') || path.isAbsolute(id) || !importer) return undefined;
      const resolved = await this.resolve(id, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return { id, external: true };
      return TYPESCRIPT.test(resolved.id) ? resolved : { id: resolved.id, external: 'absolute' };
    },
  };
}

/** A site module bundled: its code, and the site's files it was made of, its own included. */
interface Bundled {
  code: string;
  files: string[];
  /** Every file in the bundle (the engine's sources it took too), with its content's key. */
  madeOf: FileDependencies;
}

/** The file and the site's files it imports as one JavaScript module, with its source map. */
async function bundle(file: string): Promise<Bundled> {
  const bundler = await loadRolldown();
  try {
    const build = await bundler.rolldown({
      input: file,
      platform: 'node',
      // `import.meta` as in the file itself: where it is, not where its bundle is.
      plugins: [importsFromPlace(), sourceLocations(bundler)],
      ...SOURCE_LOCATION_OPTIONS,
      // Of the engine's sources, only what the file uses: `defineConfig` does not bring the build.
      treeshake: {
        moduleSideEffects: (id, external) => external || !id.startsWith(ENGINE_SOURCES),
      },
      logLevel: 'silent',
    });
    const { output } = await build.generate({
      format: 'esm',
      codeSplitting: false,
      sourcemap: 'inline',
    });
    await build.close();
    const [chunk] = output;
    const bundled = chunk.moduleIds.filter((id) => path.isAbsolute(id));
    // Not the engine's own sources, which `defineConfig` brings, nor a package's.
    const files = bundled.filter(
      (id) => !id.startsWith(ENGINE_SOURCES) && !id.split(path.sep).includes('node_modules'),
    );
    return { code: chunk.code, files, madeOf: fileDependencies(bundled) };
  } catch (error) {
    const reason = stripVTControlCharacters(error instanceof Error ? error.message : String(error));
    throw new BuildError(
      'SITE_MODULE',
      path.relative(process.cwd(), file),
      `does not compile: ${reason.replace(/^Build failed with \d+ errors?:\s*/, '')}`,
    );
  }
}

/**
 * The file's bundle as an earlier run kept it under `cacheDir`, if every file in it is as it was;
 * else bundled now, and kept. A build then loads no bundler for its config (a tenth of a second).
 */
async function keptBundle(file: string, cacheDir: string): Promise<Bundled> {
  const keptFile = path.join(
    cacheDir,
    'site-modules',
    `${contentKey(engineFingerprint(), file).slice(0, 16)}.json`,
  );
  try {
    const kept = JSON.parse(readFileSync(keptFile, 'utf8')) as Bundled;
    if (dependenciesHold(kept.madeOf)) return kept;
  } catch {
    // None kept yet, or cut short: bundled now.
  }
  const bundled = await bundle(file);
  try {
    mkdirSync(path.dirname(keptFile), { recursive: true });
    // Renamed into place: a run reading it meanwhile finds the old one or the new one, whole.
    const partial = `${keptFile}.${process.pid}.partial`;
    writeFileSync(partial, JSON.stringify(bundled));
    renameSync(partial, keptFile);
  } catch {
    // A read-only cache: bundled each time.
  }
  return bundled;
}

/**
 * Imports the file bundled (in TypeScript or not, whatever loader Node runs with), from a temporary
 * file: each call imports the site's files it is made of as they are now, which it lists. With a
 * `cacheDir`, the bundle is kept there for the next call (see keptBundle).
 */
export async function importBundledSiteModule(
  file: string,
  cacheDir?: string,
): Promise<{ module: Module; files: string[] }> {
  const { code, files } = await (cacheDir === undefined
    ? bundle(file)
    : keptBundle(file, cacheDir));
  const bundleFile = path.join(
    BUNDLES,
    // Of this process: another one importing the same file removes its own copy.
    `${createHash('sha256').update(file).update(code).digest('hex').slice(0, 16)}-${process.pid}.mjs`,
  );
  mkdirSync(BUNDLES, { recursive: true });
  writeFileSync(bundleFile, code);
  // An error the file throws then names its own file and line, from the bundle's source map.
  process.setSourceMapsEnabled(true);
  try {
    return { module: (await import(pathToFileURL(bundleFile).href)) as Module, files };
  } finally {
    // Node keeps the module it imported: the file can go.
    rmSync(bundleFile, { force: true });
  }
}

/**
 * Imports a file of the site's (its config, a runtime plugin, a server loader), in TypeScript or
 * not, `version` telling a changed file's module from the one imported before. Under tsx's loader
 * (the CLI's fallback when it cannot be bundled, the tests) Node loads it as it is; the bundled
 * CLI runs without a loader (see bin/bundledCli.js), and a TypeScript file is bundled into
 * JavaScript first, with the site's files it imports.
 */
export async function importSiteModule(file: string, version?: string): Promise<Module> {
  const url = `${pathToFileURL(file).href}${version === undefined ? '' : `?version=${version}`}`;
  try {
    return (await import(url)) as Module;
  } catch (error) {
    const unknownExtension =
      error instanceof Error &&
      'code' in error &&
      error.code === 'ERR_UNKNOWN_FILE_EXTENSION' &&
      TYPESCRIPT.test(file);
    if (!unknownExtension) throw error;
    return (await importBundledSiteModule(file)).module;
  }
}
