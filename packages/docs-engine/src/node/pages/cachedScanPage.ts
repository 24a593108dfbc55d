import { scanPage, type PageSource, type ScannedPage } from './scanPage.ts';
import { scanKey, scansCache, storedScan, storeScan } from './scanStore.ts';

// Where the build imports them from.
export { knownScan, rememberScan } from './scanStore.ts';

/**
 * `scanPage` through the content-addressed cache under `cacheDir`: a page is parsed again only
 * when its text, a tab's, an embedded file or a demo file changed, or the engine did. The time
 * it was last updated is not part of the entry: it comes from git or the file, build by build.
 */
export function cachedScanPage(
  cacheDir: string,
  display: (file: string) => string,
): (source: PageSource, lastUpdated: number) => ScannedPage {
  const cache = scansCache(cacheDir);
  return (source, lastUpdated) => {
    const key = scanKey(source);
    const known = storedScan(cache, key);
    if (known) return { ...known, meta: { ...known.meta, lastUpdated } };
    const page = scanPage(source, lastUpdated, display);
    storeScan(cache, key, page);
    return page;
  };
}
