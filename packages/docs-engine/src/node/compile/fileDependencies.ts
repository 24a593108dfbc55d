import { readFileSync, statSync, type Stats } from 'node:fs';
import { contentKey } from '../contentCache.ts';

/** Files an output was made from besides its source, each with its content's key then. */
export type FileDependencies = [file: string, key: string][];

/** A file's key as read, with the times, size and inode it had then. */
interface KnownKey {
  key: string;
  stats: Pick<Stats, 'mtimeMs' | 'ctimeMs' | 'size' | 'ino'>;
}

/**
 * A file's times tick with the kernel's coarse clock: a write in the same tick as the one before
 * leaves them as they were. A file last written this long before it was read is past that, and
 * its key is remembered until its times, size or inode change.
 */
export const SETTLED_MS = 1_000;
const knownKeys = new Map<string, KnownKey>();

const unchanged = (before: KnownKey['stats'], now: Stats) =>
  before.mtimeMs === now.mtimeMs &&
  before.ctimeMs === now.ctimeMs &&
  before.size === now.size &&
  before.ino === now.ino;

/**
 * The content key of a file, or `missing`: a file that appears or disappears changes it too. A
 * file asked for again (a page's source by its scan, compile, Markdown and render caches) is
 * read and hashed again only if it was written since.
 */
export function fileKey(file: string): string {
  try {
    const stats = statSync(file);
    const known = knownKeys.get(file);
    if (known && unchanged(known.stats, stats)) return known.key;
    const key = contentKey(readFileSync(file));
    const { mtimeMs, ctimeMs, size, ino } = stats;
    if (Date.now() - Math.max(mtimeMs, ctimeMs) > SETTLED_MS)
      knownKeys.set(file, { key, stats: { mtimeMs, ctimeMs, size, ino } });
    else knownKeys.delete(file);
    return key;
  } catch {
    knownKeys.delete(file);
    return 'missing';
  }
}

export const fileDependencies = (files: readonly string[]): FileDependencies =>
  files.map((file) => [file, fileKey(file)]);

/** Whether every file still has the content the output was made from. */
export const dependenciesHold = (dependencies: FileDependencies): boolean =>
  dependencies.every(([file, key]) => fileKey(file) === key);
