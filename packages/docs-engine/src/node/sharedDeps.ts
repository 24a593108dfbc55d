import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { init as initLexer, parse as parseImports } from 'es-module-lexer';
import {
  rolldownVersion,
  version as viteVersion,
  type DepOptimizationMetadata,
  type ViteDevServer,
} from 'vite';
import enginePackage from '../../package.json' with { type: 'json' };
import { siteSlots } from './devRuntime.ts';

const ENGINE = path.resolve(import.meta.dirname, '..', '..');
/**
 * Where the optimizer's bundles are kept for every site: beside the engine's dependencies, as the
 * CLI's bundles, so that a new site's first start finds React and the runtime bundled already.
 */
export const SHARED_DEPS_STORE = path.join(ENGINE, 'node_modules', '.cache', 'docs-engine-deps');
const METADATA = '_metadata.json';
const MANIFEST = 'manifest.json';
/**
 * The packages whose bundles are shared: the engine's own and its dependencies, which every site
 * gets. A site's own packages (a demo's) are bundled for it alone.
 */
const SHARED_PACKAGES = new Set([enginePackage.name, ...Object.keys(enginePackage.dependencies)]);

/** A site's dev server, as far as its optimized dependencies go. */
export interface SiteDeps {
  /** The site's folder, which its packages are resolved from. */
  root: string;
  /** Vite's folder of the site's optimized dependencies (`<cacheDir>/deps`). */
  depsDir: string;
  /** The hashes Vite computes for this site's bundles: bundles that carry them are current. */
  hashes: Pick<DepOptimizationMetadata, 'hash' | 'lockfileHash' | 'configHash'>;
  /** What the bundles depend on besides the packages' files: see sharedDepsKey. */
  key: string;
  /** The shared bundles' folder: SHARED_DEPS_STORE unless told. */
  store?: string;
}

/** A bundled dependency, as Vite's metadata has it, with where it was resolved. */
interface SharedDependency {
  /** The module bundled, an absolute path. */
  src: string;
  file: string;
  /** The modules its file imports, as the bundler listed them: Vite hashes them. */
  imports: string[];
  needsInterop: boolean;
  isDynamicEntry?: boolean;
  /** The package's folder (real path), which a site must resolve the same to use the bundle. */
  packageDir: string;
}

/** A key's current bundles: `<store>/<key>.json`, written whole. */
interface Pointer {
  folder: string;
}

const pointerFile = (store: string, key: string) => path.join(store, `${key}.json`);

interface Manifest {
  optimized: Record<string, SharedDependency>;
  chunks: Record<string, { file: string; isDynamicEntry?: boolean }>;
  /** Every file the bundles were made from, with their sizes and times of modification. */
  inputs: string[];
  stamp: string;
}

/** Vite's metadata file as written (paths relative to its folder). */
interface MetadataFile extends Pick<
  DepOptimizationMetadata,
  'hash' | 'lockfileHash' | 'configHash' | 'browserHash'
> {
  optimized: Record<
    string,
    { src: string; file: string; fileHash: string; needsInterop: boolean; isDynamicEntry?: boolean }
  >;
  chunks: Record<string, { file: string; isDynamicEntry?: boolean }>;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** Vite's own short hash (its `getHash`): a file's hash must be the one Vite would compute. */
const viteHash = (text: string) => sha256(text).slice(0, 8);

/**
 * The key of a site's bundles besides the packages they are made of: Vite's and its bundler's
 * versions, the optimizer's options (the runtime's content key is among them, in the chunks'
 * intro) and the environment the packages are bundled for.
 */
export function sharedDepsKey(options: { optimizeDeps: unknown; nodeEnv: string }): string {
  const described = JSON.stringify(
    [viteVersion, rolldownVersion, options.nodeEnv, options.optimizeDeps],
    (_, value: unknown) => (typeof value === 'function' ? value.toString() : value),
  );
  return sha256(described).slice(0, 32);
}

/**
 * The dev server's site, as the shared bundles see it: read before the server listens, when Vite
 * has computed its hashes but not yet looked for its bundles. Undefined when Vite's optimizer is
 * off, or the site has slots of its own: its runtime's bundle imports them by their paths, and no
 * other site can use it.
 */
export function siteDepsOf(server: ViteDevServer): SiteDeps | undefined {
  const environment = server.environments.client;
  const optimizer = environment.depsOptimizer;
  const { root, cacheDir, mode, optimizeDeps } = environment.config;
  if (!optimizer || siteSlots(root).length > 0) return undefined;
  const { hash, lockfileHash, configHash } = optimizer.metadata;
  return {
    root,
    depsDir: path.join(cacheDir, 'deps'),
    hashes: { hash, lockfileHash, configHash },
    key: sharedDepsKey({
      // What Vite keys its own bundles on, less the plugins, which are functions.
      optimizeDeps: {
        include: optimizeDeps.include,
        exclude: optimizeDeps.exclude,
        extensions: optimizeDeps.extensions,
        rolldownOptions: { ...optimizeDeps.rolldownOptions, plugins: undefined },
      },
      nodeEnv: process.env.NODE_ENV || mode,
    }),
  };
}

/** 'react/jsx-runtime' → 'react', '@a/b/c' → '@a/b'. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

/** The folder (real path) of the package Node finds by that name from `from`, if any. */
function findPackage(from: string, name: string): string | undefined {
  for (let folder = from; ; folder = path.dirname(folder)) {
    const candidate = path.join(folder, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return realpathSync(candidate);
    if (path.dirname(folder) === folder) return undefined;
  }
}

/**
 * The folder of the package an optimizer id names, resolved as Vite resolves it from the site:
 * 'react-dom/client' from the site's folder, '@drawer/docs-engine > sucrase' from the engine's.
 */
export function packageDirOf(id: string, root: string): string | undefined {
  let folder: string | undefined = root;
  for (const specifier of id.split('>').map((part) => part.trim())) {
    folder = folder && findPackage(folder, packageName(specifier));
  }
  return folder;
}

function stampOf(files: string[]): string {
  return files
    .map((file) => {
      const stats = statSync(file, { throwIfNoEntry: false });
      return stats ? `${file} ${stats.size} ${stats.mtimeMs}` : `${file} gone`;
    })
    .join('\n');
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/** The current shared bundles for a key, made of the files they were made of (not edited since). */
function currentManifest(
  store: string,
  key: string,
): { folder: string; manifest: Manifest } | undefined {
  const pointer = readJson<Pointer>(pointerFile(store, key));
  if (!pointer) return undefined;
  const folder = path.join(store, pointer.folder);
  const manifest = readJson<Manifest>(path.join(folder, MANIFEST));
  if (!manifest || stampOf(manifest.inputs) !== manifest.stamp) return undefined;
  return { folder, manifest };
}

/** Whether the site resolves every package the bundles were made of to the same folder. */
function resolvesAlike(manifest: Manifest, root: string): boolean {
  return Object.entries(manifest.optimized).every(
    ([id, dependency]) => packageDirOf(id, root) === dependency.packageDir,
  );
}

/** Whether the site's own bundles are the ones Vite would make now: it then uses them. */
function siteBundlesCurrent(site: SiteDeps): boolean {
  const metadata = readJson<MetadataFile>(path.join(site.depsDir, METADATA));
  return (
    metadata?.lockfileHash === site.hashes.lockfileHash &&
    metadata.configHash === site.hashes.configHash
  );
}

/** Writes a folder whole under a temporary name, then puts it at `target`, replacing any. */
function replaceFolder(target: string, write: (folder: string) => void): void {
  // Named as Vite names its own: a folder left by a process that died is removed by its cleanup.
  const temporary = mkdtempSync(`${target}_temp_shared_`);
  try {
    write(temporary);
    rmSync(target, { recursive: true, force: true });
    renameSync(temporary, target);
  } catch (error) {
    rmSync(temporary, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Before Vite's optimizer starts: a site with no current bundles of its own gets the shared ones,
 * if some were made for the same key, of the same files, from the packages the site resolves. Its
 * metadata is written as Vite would write it for this site, so that the optimizer finds nothing
 * to do. Returns whether it did; a failure leaves the folder to the optimizer, as before.
 */
export function prefillSharedDeps(site: SiteDeps): boolean {
  if (siteBundlesCurrent(site)) return false;
  const store = site.store ?? SHARED_DEPS_STORE;
  const shared = currentManifest(store, site.key);
  if (!shared || !resolvesAlike(shared.manifest, site.root)) return false;
  const { folder, manifest } = shared;
  const optimizedFile = (file: string) => path.join(site.depsDir, file).split(path.sep).join('/');
  const metadata: MetadataFile = {
    hash: site.hashes.hash,
    configHash: site.hashes.configHash,
    lockfileHash: site.hashes.lockfileHash,
    // The address's version: another site's bundles at the same address are other files.
    browserHash: viteHash(site.hashes.hash + folder),
    optimized: Object.fromEntries(
      Object.entries(manifest.optimized).map(([id, dependency]) => [
        id,
        {
          src: path.relative(site.depsDir, dependency.src).split(path.sep).join('/'),
          file: dependency.file,
          fileHash: viteHash(
            site.hashes.hash + optimizedFile(dependency.file) + JSON.stringify(dependency.imports),
          ),
          needsInterop: dependency.needsInterop,
          isDynamicEntry: dependency.isDynamicEntry,
        },
      ]),
    ),
    chunks: manifest.chunks,
  };
  try {
    mkdirSync(path.dirname(site.depsDir), { recursive: true });
    replaceFolder(site.depsDir, (target) => {
      for (const name of readdirSync(path.join(folder, 'files'))) {
        copyFileSync(path.join(folder, 'files', name), path.join(target, name));
      }
      writeFileSync(path.join(target, METADATA), JSON.stringify(metadata, null, 2));
    });
    // Used lately: the store keeps it rather than an older key's.
    const now = new Date();
    utimesSync(pointerFile(store, site.key), now, now);
    return true;
  } catch {
    return false;
  }
}

/** The modules a bundled file imports, in order, once each: what the bundler lists as imports. */
function importsOf(code: string): string[] {
  const [imports] = parseImports(code);
  const names = imports
    .filter((entry) => entry.d === -1 && entry.n !== undefined)
    .map((entry) => (entry.n ?? '').replace(/^\.\//, ''));
  return [...new Set(names)];
}

/** The files a bundled file was made from, by its source map: absolute paths. */
function sourcesOf(file: string): string[] {
  const map = readJson<{ sources?: string[]; sourceRoot?: string }>(`${file}.map`);
  const base = path.resolve(path.dirname(file), map?.sourceRoot ?? '');
  return (map?.sources ?? [])
    .map((source) => path.resolve(base, source))
    .filter((source) => existsSync(source));
}

/**
 * After Vite's optimizer has made the site's bundles: keeps them for the next new site, unless
 * bundles for the same key, still current, are kept already, or the site's include a package of
 * its own. Returns whether it kept them; never fails.
 */
export async function keepSharedDeps(site: SiteDeps): Promise<boolean> {
  const store = site.store ?? SHARED_DEPS_STORE;
  try {
    const before = readJson<MetadataFile>(path.join(site.depsDir, METADATA));
    if (!before || !siteBundlesCurrent(site) || before.hash !== site.hashes.hash) return false;
    const kept = currentManifest(store, site.key);
    if (kept && resolvesAlike(kept.manifest, site.root)) return false;
    const ids = Object.keys(before.optimized);
    if (!ids.every((id) => SHARED_PACKAGES.has(packageName(id.split('>')[0]?.trim() ?? '')))) {
      return false;
    }
    await initLexer;
    const optimized: Manifest['optimized'] = {};
    for (const [id, dependency] of Object.entries(before.optimized)) {
      const packageDir = packageDirOf(id, site.root);
      const src = path.resolve(site.depsDir, dependency.src);
      if (!packageDir || !src.startsWith(`${packageDir}${path.sep}`)) return false;
      const file = path.join(site.depsDir, dependency.file);
      const imports = importsOf(readFileSync(file, 'utf8'));
      // Vite's hash of the file, recomputed as it is when the bundles are used: if the two
      // disagree, the bundler lists imports otherwise, and a site would get a wrong one.
      const fileHash = viteHash(
        site.hashes.hash + file.split(path.sep).join('/') + JSON.stringify(imports),
      );
      if (fileHash !== dependency.fileHash) return false;
      optimized[id] = {
        src,
        file: dependency.file,
        imports,
        needsInterop: dependency.needsInterop,
        isDynamicEntry: dependency.isDynamicEntry,
        packageDir,
      };
    }
    const files = [
      'package.json',
      ...Object.values(before.optimized).map((dependency) => dependency.file),
      ...Object.values(before.chunks).map((chunk) => chunk.file),
    ];
    // Bundles copied from the shared ones have no source maps, which tell what they were made of.
    if (!files.some((name) => existsSync(path.join(site.depsDir, `${name}.map`)))) return false;
    const packageFiles = Object.values(optimized).map(({ packageDir }) =>
      path.join(packageDir, 'package.json'),
    );
    const inputs = [
      ...new Set([
        ...packageFiles,
        ...files.flatMap((name) => sourcesOf(path.join(site.depsDir, name))),
      ]),
    ].sort();
    const manifest: Manifest = {
      optimized,
      chunks: before.chunks,
      inputs,
      stamp: stampOf(inputs),
    };
    mkdirSync(store, { recursive: true });
    const name = `${site.key}-${sha256(JSON.stringify(manifest)).slice(0, 16)}`;
    replaceFolder(path.join(store, name), (target) => {
      mkdirSync(path.join(target, 'files'));
      for (const file of files) {
        copyFileSync(path.join(site.depsDir, file), path.join(target, 'files', file));
      }
      writeFileSync(path.join(target, MANIFEST), JSON.stringify(manifest));
    });
    // The optimizer may have run again meanwhile (a dependency found late): then what was
    // copied may be half of one run and half of the other, and is not kept.
    const after = readJson<MetadataFile>(path.join(site.depsDir, METADATA));
    if (after?.browserHash !== before.browserHash) {
      rmSync(path.join(store, name), { recursive: true, force: true });
      return false;
    }
    const pointer = pointerFile(store, site.key);
    writeFileSync(`${pointer}.${process.pid}`, JSON.stringify({ folder: name } satisfies Pointer));
    renameSync(`${pointer}.${process.pid}`, pointer);
    removeOlder(store);
    return true;
  } catch {
    return false;
  }
}

/** How many keys' bundles the store keeps: those of the engine's and React's latest versions. */
const KEPT_KEYS = 3;

/**
 * Removes the store's older bundles: the key's earlier ones, and those of the keys least lately
 * used (an engine edited since, an older React). A site started from them has copied them into
 * its own folder already, never reading them later.
 */
function removeOlder(store: string): void {
  const pointers = readdirSync(store)
    .filter((name) => name.endsWith('.json'))
    .map((name) => path.join(store, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  for (const pointer of pointers.slice(KEPT_KEYS)) rmSync(pointer, { force: true });
  const kept = new Set(
    pointers.slice(0, KEPT_KEYS).map((pointer) => readJson<Pointer>(pointer)?.folder),
  );
  for (const name of readdirSync(store)) {
    if (name.endsWith('.json') || kept.has(name)) continue;
    rmSync(path.join(store, name), { recursive: true, force: true });
  }
}
