import path from 'node:path';
import type { ResolvedConfig } from './config/SiteConfig.ts';

/** Where the engine keeps what it compiled and scanned between runs: `<root>/.docs-engine/cache`. */
export function cacheDir(config: ResolvedConfig): string {
  return path.join(config.root, '.docs-engine', 'cache');
}
