import type { ResolvedConfig } from './config/SiteConfig.ts';
import { siteCacheDir } from './siteCacheDir.js';

/** Where the engine keeps what it compiled and scanned between runs: `<root>/.docs-engine/cache`. */
export function cacheDir(config: ResolvedConfig): string {
  return siteCacheDir(config.root);
}
