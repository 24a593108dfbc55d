import { readFileSync } from 'node:fs';
import path from 'node:path';
import { engineFingerprint } from '../compile/engineFingerprint.ts';
import {
  dependenciesHold,
  fileDependencies,
  type FileDependencies,
} from '../compile/fileDependencies.ts';
import { contentKey, createContentCache, type ContentCache } from '../contentCache.ts';
import { scanPage, type PageSource, type ScannedPage } from './scanPage.ts';

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

function scanKey(source: PageSource): string {
  return contentKey(
    engineFingerprint(),
    // Errors and demo tags name files relative to where the command runs.
    process.cwd(),
    JSON.stringify(source),
    ...[source, ...source.tabs].map((file) => readFileSync(file.file)),
  );
}

/**
 * A page's scan as the cache under `cacheDir` holds it, if it holds one still current, with its
 * time of last update at 0: a build looks here before it hands a page to a scan thread.
 */
export function knownScan(cacheDir: string): (source: PageSource) => ScannedPage | undefined {
  const cache = createContentCache(path.join(cacheDir, 'scans'));
  return (source) => readEntry(cache.read(scanKey(source)));
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

/** The scan cache of each cache folder a thread writes to, opened once (it knows its folders). */
const scanCaches = new Map<string, ContentCache>();

/** Keeps a scan made elsewhere (by a compile thread) in the cache under `cacheDir`. */
export function rememberScan(cacheDir: string, source: PageSource, page: ScannedPage): void {
  let cache = scanCaches.get(cacheDir);
  if (!cache) {
    cache = createContentCache(path.join(cacheDir, 'scans'));
    scanCaches.set(cacheDir, cache);
  }
  cache.write(scanKey(source), JSON.stringify(cacheEntry(page)));
}

/**
 * `scanPage` through the content-addressed cache under `cacheDir`: a page is parsed again only
 * when its text, a tab's, an embedded file or a demo file changed, or the engine did. The time
 * it was last updated is not part of the entry: it comes from git or the file, build by build.
 */
export function cachedScanPage(
  cacheDir: string,
  display: (file: string) => string,
): (source: PageSource, lastUpdated: number) => ScannedPage {
  const cache = createContentCache(path.join(cacheDir, 'scans'));
  return (source, lastUpdated) => {
    const key = scanKey(source);
    const known = readEntry(cache.read(key));
    if (known) return { ...known, meta: { ...known.meta, lastUpdated } };
    const page = scanPage(source, lastUpdated, display);
    cache.write(key, JSON.stringify(cacheEntry(page)));
    return page;
  };
}
