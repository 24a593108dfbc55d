import type { ResolvedConfig } from './config/SiteConfig.ts';
import { cacheDir } from './cacheDir.ts';
import { cachedScanPage } from './pages/cachedScanPage.ts';
import { displayPath, type PageScan } from './pages/scanSite.ts';
import { indexSite, type SiteState } from './siteIndex.ts';

export { logoUrl, type SiteState } from './siteIndex.ts';

/**
 * Scans the docs folder and derives everything the browser needs to know about the site; `scan`
 * replaces the full scan of each page, kept between builds under the cache folder.
 */
export function loadSiteState(
  config: ResolvedConfig,
  scan: PageScan = cachedScanPage(cacheDir(config), displayPath),
): SiteState {
  return indexSite(config, scan);
}
