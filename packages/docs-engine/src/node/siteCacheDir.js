import path from 'node:path';

/**
 * Where the engine keeps what it compiled and scanned between runs of a site: JavaScript, for
 * the CLI's launcher, which runs before any TypeScript can be loaded.
 */
export function siteCacheDir(root) {
  return path.join(root, '.docs-engine', 'cache');
}
