import path from 'node:path';
import { engineFingerprint } from '../compile/engineFingerprint.ts';
import {
  dependenciesHold,
  fileDependencies,
  fileKey,
  type FileDependencies,
} from '../compile/fileDependencies.ts';
import { contentKey } from '../contentCache.ts';
import { createPackCache, type PackCache } from '../packCache.ts';
import type { PageSource, ScannedPage } from './scanPage.ts';

/**
 * Pages' scans kept under a cache folder, by the page's text and the engine: read without the
 * Markdown parser, which only a page not scanned before needs loaded.
 */

interface CacheEntry {
  page: Omit<ScannedPage, 'components'> & { components: string[] };
  dependencies: FileDependencies;
}

function readEntry(bytes: Buffer | undefined): ScannedPage | undefined {
  if (!bytes) return undefined;
  try {
    const { page, dependencies } = JSON.parse(bytes.toString('utf8')) as CacheEntry;
    return dependenciesHold(dependencies)
      ? { ...page, components: new Set(page.components) }
      : undefined;
  } catch {
    return undefined;
  }
}

export function scanKey(source: PageSource): string {
  return contentKey(
    engineFingerprint(),
    // Errors and demo tags name files relative to where the command runs.
    process.cwd(),
    JSON.stringify(source),
    ...[source, ...source.tabs].map((file) => fileKey(file.file)),
  );
}

/** Each cache folder's scans, opened once: an open cache makes each of its folders once. */
const openedCaches = new Map<string, PackCache>();

/** The folder of the scans under `cacheDir`. */
export function scansCache(cacheDir: string): PackCache {
  let cache = openedCaches.get(cacheDir);
  if (!cache) {
    cache = createPackCache(path.join(cacheDir, 'scans'));
    openedCaches.set(cacheDir, cache);
  }
  return cache;
}

/** The scan kept under `key`, if its embedded and demo files are as they were. */
export function storedScan(cache: PackCache, key: string): ScannedPage | undefined {
  return readEntry(cache.read(key));
}

function cacheEntry(page: ScannedPage): CacheEntry {
  return {
    page: { ...page, components: [...page.components] },
    dependencies: fileDependencies([
      ...page.embeddedFiles,
      ...page.demos.map((demo) => demo.entryFile),
    ]),
  };
}

/** Keeps a scan under `key`. */
export function storeScan(cache: PackCache, key: string, page: ScannedPage): void {
  cache.write(key, JSON.stringify(cacheEntry(page)));
}

/**
 * A page's scan as the cache under `cacheDir` holds it, if it holds one still current, with its
 * time of last update at 0: a build looks here before it hands a page to a scan thread.
 */
export function knownScan(cacheDir: string): {
  known: (source: PageSource) => ScannedPage | undefined;
  /** Drops the scans kept from earlier builds of pages not looked up since (see PackCache). */
  prune: () => void;
} {
  const cache = scansCache(cacheDir);
  const asked = new Set<string>();
  return {
    known(source) {
      const key = scanKey(source);
      asked.add(key);
      return storedScan(cache, key);
    },
    prune: () => cache.prune(asked),
  };
}

/** Keeps a scan made elsewhere (by a compile thread) in the cache under `cacheDir`. */
export function rememberScan(cacheDir: string, source: PageSource, page: ScannedPage): void {
  storeScan(scansCache(cacheDir), scanKey(source), page);
}
