import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The package a bare specifier names: 'react-dom/client' → 'react-dom', '@a/b/c' → '@a/b'. */
export function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

export interface InstalledPackage {
  name: string;
  version: string;
  /** The package's folder as found in node_modules (a workspace package's is a symlink). */
  dir: string;
}

/**
 * Finds a package the way Node does, walking up from `fromDir` through node_modules folders, and
 * reads its package.json directly: a package whose `exports` hide package.json cannot be
 * resolved with `require.resolve('x/package.json')`.
 */
export function findInstalledPackage(name: string, fromDir: string): InstalledPackage | undefined {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'node_modules', name, 'package.json');
    if (existsSync(manifest)) {
      const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version?: string };
      if (typeof version === 'string') return { name, version, dir: path.dirname(manifest) };
    }
    if (path.dirname(dir) === dir) return undefined;
  }
}
