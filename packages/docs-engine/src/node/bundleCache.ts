import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { fileKey } from './compile/fileDependencies.ts';
import { contentKey } from './contentCache.ts';
import { filesIn, lastWriteUnder, linkFolder } from './hardLinks.ts';

/** A chunk of a bundle as the build reads it once the bundler is done. */
export interface BundleChunk {
  fileName: string;
  /** Its name without a hash, e.g. `entry-client`. */
  name: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  /** The stylesheets the browser bundle's CSS handling tied to it. */
  importedCss: string[];
  code: string;
}

/** The modules of a bundle that the engine makes, rather than reads from a file. */
export interface MadeModules {
  /**
   * The key of each module the engine made for the bundle just built (or decided to leave out of
   * it), with the files it read to make it, by the bundler's id.
   */
  made(): ReadonlyMap<string, { key: string; files: readonly string[] }>;
  /** Whether the bundler's id of a module is one of the engine's. */
  owns(id: string): boolean;
  /** The key of what the engine would make for that module now; undefined if nothing. */
  keyNow(id: string): Promise<string | undefined>;
}

/** What a bundle was built from, and what it is made of, kept beside a copy of its files. */
interface BundleRecord {
  /** The engine, its bundler, the site's configuration, lockfile and public files. */
  setting: string;
  made: [id: string, key: string][];
  files: [file: string, key: string][];
  /** The entries of each folder a module was found in: a new file may be found instead. */
  folders: [folder: string, key: string][];
  chunks: Omit<BundleChunk, 'code'>[];
}

/**
 * A bundle kept from one build to the next: a build whose bundle would be made of the same
 * modules, each with the same content, under the same setting, takes the files the last one wrote
 * (their kept names, linked), and the bundler does not run. A module's content is read from its
 * file, or, for the modules the engine makes (the site's data, the demos), is what the engine
 * would make of them now. Whatever a bundle imports from outside (the pages, see ClientPages and
 * ServerPages, and the search data) is not part of it: a change to a page's text leaves the
 * bundles as they were.
 */
export interface BundleCache {
  /**
   * The bundle `name` in `outDir`, from the cache or by `run`, which builds it with `recorder`
   * among its plugins. `outDir` is empty or missing.
   */
  bundle(options: {
    name: string;
    outDir: string;
    setting: string;
    modules: MadeModules;
    run: (recorder: Plugin) => Promise<(Rolldown.OutputChunk | Rolldown.OutputAsset)[]>;
  }): Promise<Bundle>;
}

/** A bundle in its output folder. */
export interface Bundle {
  chunks: BundleChunk[];
  /** Every file in the output folder, by its path there: the chunks, assets, public files. */
  files: string[];
  reused: boolean;
}

const RECORD = 'record.json';
const FILES = 'files';

export function createBundleCache(cacheDir: string): BundleCache {
  const dir = path.join(cacheDir, 'bundles');
  return {
    async bundle({ name, outDir, setting, modules, run }) {
      const kept = path.join(dir, name);
      const reused = await reuse(kept, { outDir, setting, modules });
      if (reused) return { ...reused, reused: true };
      let graph: string[] = [];
      const recorder: Plugin = {
        name: 'docs-engine:bundle-record',
        generateBundle() {
          // What the bundle imports from outside has no code in it: rolldown's mark of an
          // external once every module has loaded.
          graph = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.code !== null);
        },
      };
      const output = await run(recorder);
      const chunks = output
        .filter((item): item is Rolldown.OutputChunk => item.type === 'chunk')
        .map((chunk) => ({
          fileName: chunk.fileName,
          name: chunk.name,
          isEntry: chunk.isEntry,
          facadeModuleId: chunk.facadeModuleId,
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
          importedCss: [...(chunk.viteMetadata?.importedCss ?? [])],
          code: chunk.code,
        }));
      const files = keep(kept, outDir, {
        setting,
        made: [...modules.made()].map(([id, { key }]) => [id, key]),
        ...readInputs([
          ...graph.filter((id) => !id.startsWith('\0') && !modules.owns(id)),
          ...[...modules.made().values()].flatMap(({ files }) => files),
        ]),
        chunks: chunks.map(({ code: _code, ...rest }) => rest),
      });
      return { chunks, files, reused: false };
    },
  };
}

/**
 * The chunks of the bundle kept in `kept`, linked into `outDir`, if it was made of what it would
 * be made of now; undefined if not, or if what was kept cannot be read whole (a build cut short,
 * a file removed by hand) or was written into since (see writtenSince): the cache only ever
 * saves work.
 */
async function reuse(
  kept: string,
  { outDir, setting, modules }: { outDir: string; setting: string; modules: MadeModules },
): Promise<Pick<Bundle, 'chunks' | 'files'> | undefined> {
  try {
    const record = JSON.parse(await readFile(path.join(kept, RECORD), 'utf8')) as BundleRecord;
    if (record.setting !== setting || !(await isCurrent(record, modules))) return undefined;
    if (writtenSince(kept)) return undefined;
    rmSync(outDir, { recursive: true, force: true });
    const files = linkFolder(path.join(kept, FILES), outDir);
    return { chunks: await withCode(record.chunks, outDir), files };
  } catch {
    rmSync(outDir, { recursive: true, force: true });
    return undefined;
  }
}

/** Whether every input of the recorded bundle is as it was; stops at the first that is not. */
async function isCurrent(record: BundleRecord, modules: MadeModules): Promise<boolean> {
  for (const [file, key] of record.files) if (fileKey(file) !== key) return false;
  for (const [folder, key] of record.folders) if (folderKey(folder) !== key) return false;
  for (const [id, key] of record.made) if ((await modules.keyNow(id)) !== key) return false;
  return true;
}

/**
 * The files of a bundle's modules (an id without its query: `x.css?inline` reads `x.css`), with
 * the stylesheets they import, and the folders they are in: outside `node_modules`, whose
 * content the lockfile stands for.
 */
function readInputs(ids: readonly string[]): Pick<BundleRecord, 'files' | 'folders'> {
  const files = new Map<string, string>();
  const add = (file: string) => {
    if (files.has(file)) return;
    files.set(file, fileKey(file));
    if (file.endsWith('.css')) for (const imported of cssImports(file)) add(imported);
  };
  for (const id of ids) add(id.replace(/\?.*$/, ''));
  const folders = [...new Set([...files.keys()].map((file) => path.dirname(file)))].filter(
    (folder) => !folder.split(path.sep).includes('node_modules'),
  );
  return {
    files: [...files].sort(([a], [b]) => a.localeCompare(b)),
    folders: folders.sort().map((folder) => [folder, folderKey(folder)]),
  };
}

/** The files a stylesheet's `@import`s name by a relative path, which its bundler inlines. */
function cssImports(file: string): string[] {
  let css: string;
  try {
    css = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  return [...css.matchAll(/@import\s+(?:url\()?\s*["']([^"']+)["']/g)]
    .map((match) => match[1] ?? '')
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => path.resolve(path.dirname(file), specifier));
}

function folderKey(folder: string): string {
  try {
    return contentKey(...readdirSync(folder).sort());
  } catch {
    return 'missing';
  }
}

/**
 * Whether a kept file was written since its record was: once given to the output, as a second
 * name, a deploy script may write into it there. Written in the tick of the record, it passes:
 * the bundler writes its files just before, and an edit after the build comes ticks later.
 */
function writtenSince(kept: string): boolean {
  return lastWriteUnder(path.join(kept, FILES)) > statSync(path.join(kept, RECORD)).mtimeMs;
}

/**
 * Keeps the bundle's files (a second name for each) with its record, replacing the last: in a
 * folder of its own, renamed into place once complete, so that a build cut short leaves the last
 * one whole or none. Never fails: a full disk, or another build keeping its bundle at the same
 * time, costs the next build time, not this one its output. Returns the files of the bundle.
 */
function keep(kept: string, outDir: string, record: BundleRecord): string[] {
  const partial = `${kept}.${process.pid}.partial`;
  try {
    rmSync(partial, { recursive: true, force: true });
    mkdirSync(partial, { recursive: true });
    const files = linkFolder(outDir, path.join(partial, FILES));
    writeFileSync(path.join(partial, RECORD), JSON.stringify(record));
    rmSync(kept, { recursive: true, force: true });
    renameSync(partial, kept);
    return files;
  } catch {
    rmSync(partial, { recursive: true, force: true });
    return filesIn(outDir);
  }
}

async function withCode(
  chunks: readonly Omit<BundleChunk, 'code'>[],
  outDir: string,
): Promise<BundleChunk[]> {
  return Promise.all(
    chunks.map(async (chunk) => ({
      ...chunk,
      code: await readFile(path.join(outDir, chunk.fileName), 'utf8'),
    })),
  );
}

/** The lockfile of the project a site is in, if any: the nearest up from its root. */
export function lockfileKey(root: string): string {
  for (let folder = root; ; folder = path.dirname(folder)) {
    for (const name of ['package-lock.json', 'pnpm-lock.yaml', 'yarn.lock', 'bun.lock']) {
      const file = path.join(folder, name);
      if (existsSync(file)) return fileKey(file);
    }
    if (path.dirname(folder) === folder) return 'none';
  }
}

/** The names and contents of every file under a folder; the same for a missing folder as for an empty one. */
export function treeKey(folder: string): string {
  let names: string[];
  try {
    names = readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort();
  } catch {
    return 'none';
  }
  return contentKey(...names.flatMap((name) => [name, fileKey(path.join(folder, name))]));
}
