import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import typescriptPackage from 'typescript/package.json' with { type: 'json' };
import type { ApiDefinitions } from '../../shared/types.ts';

/**
 * The compiler's version, from its package file: the compiler itself takes 0.7 s to load, which a
 * build whose definitions are cached (or that has none) never needs.
 */
const TYPESCRIPT_VERSION = typescriptPackage.version;

/**
 * Bump when the shape of the extracted data changes, or what the same files give, so older caches
 * are ignored. 2: a missing entry file, a syntax error or a props type that does not resolve
 * throws, where 1 kept (and went on serving) the definitions without the component.
 */
const CACHE_FORMAT = 2;

interface CacheFile {
  format: number;
  typescript: string;
  entryFile: string;
  /** Path → `mtimeMs:size` of every file the definitions were read from. */
  stamps: Record<string, string>;
  definitions: ApiDefinitions;
}

function cachePath(cacheDir: string, entryFile: string): string {
  const key = createHash('sha256').update(entryFile).digest('hex').slice(0, 16);
  return path.join(cacheDir, `api-${key}.json`);
}

async function stampOf(file: string): Promise<string | null> {
  try {
    const { mtimeMs, size } = await stat(file);
    return `${mtimeMs}:${size}`;
  } catch {
    return null;
  }
}

/** The cached definitions with the files they came from, if none of those has changed since. */
export async function readCachedDefinitions(
  cacheDir: string,
  entryFile: string,
): Promise<{ definitions: ApiDefinitions; files: string[] } | null> {
  let cache: CacheFile;
  try {
    cache = JSON.parse(await readFile(cachePath(cacheDir, entryFile), 'utf8')) as CacheFile;
  } catch {
    // No cache yet, or one cut short by an interrupted build: parse again.
    return null;
  }
  if (
    cache.format !== CACHE_FORMAT ||
    cache.typescript !== TYPESCRIPT_VERSION ||
    cache.entryFile !== entryFile
  ) {
    return null;
  }
  const files = Object.keys(cache.stamps);
  const stamps = await Promise.all(files.map(stampOf));
  return files.every((file, index) => stamps[index] === cache.stamps[file])
    ? { definitions: cache.definitions, files }
    : null;
}

export async function writeCachedDefinitions(
  cacheDir: string,
  entryFile: string,
  files: string[],
  definitions: ApiDefinitions,
): Promise<void> {
  const stamps: Record<string, string> = {};
  for (const [index, stamp] of (await Promise.all(files.map(stampOf))).entries()) {
    const file = files[index];
    if (file !== undefined && stamp !== null) stamps[file] = stamp;
  }
  const cache: CacheFile = {
    format: CACHE_FORMAT,
    typescript: TYPESCRIPT_VERSION,
    entryFile,
    stamps,
    definitions,
  };
  const target = cachePath(cacheDir, entryFile);
  // Written aside and renamed, so a build running at the same time never reads half a file; under
  // a name of its own, so two writers never rename each other's. A write that fails costs the
  // next build a type check, never this one its output.
  const partial = `${target}.${process.pid}-${randomUUID()}.tmp`;
  try {
    await mkdir(cacheDir, { recursive: true });
    await writeFile(partial, JSON.stringify(cache));
    await rename(partial, target);
  } catch {
    await rm(partial, { force: true }).catch(() => undefined);
  }
}
