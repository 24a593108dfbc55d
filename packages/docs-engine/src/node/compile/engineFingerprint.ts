import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentKey } from '../contentCache.ts';

const ENGINE_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/**
 * The engine's code that turns sources into output, and its manifest, which pins the exact
 * versions of the compilers (MDX, Shiki) it uses.
 */
const ENGINE_PARTS = ['src/node', 'src/shared', 'package.json'];

const filesOf = (part: string): string[] => {
  const target = path.join(ENGINE_ROOT, part);
  if (!part.startsWith('src/')) return [target];
  return readdirSync(target, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => path.join(target, name))
    .sort();
};

let fingerprint: string | undefined;

/**
 * One key for the engine as installed: any edit to it or upgrade of a compiler makes every cache
 * entry a miss, so a cached output is always what this engine would produce now.
 */
export function engineFingerprint(): string {
  fingerprint ??= contentKey(
    ...ENGINE_PARTS.flatMap(filesOf).flatMap((file) => [
      path.relative(ENGINE_ROOT, file),
      readFileSync(file),
    ]),
  );
  return fingerprint;
}
