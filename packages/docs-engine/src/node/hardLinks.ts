import {
  copyFileSync,
  linkSync,
  mkdirSync,
  readdirSync,
  renameSync,
  statSync,
  type Dirent,
} from 'node:fs';
import path from 'node:path';

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code;

/**
 * Puts `from` at `to` as a hard link, which costs a name where a copy costs a file (on a slow
 * disk, twenty times the time), else as a copy (another device, a file system without links).
 * A file at `to` is replaced, never written into: it may be one with a cache entry. Whatever
 * appears at `to` appears whole (a copy is made under `temporary` first). Fails if `from` does
 * not exist.
 */
export function linkOrCopy(from: string, to: string, temporary: string): void {
  try {
    linkSync(from, to);
    return;
  } catch (error) {
    if (errorCode(error) === 'ENOENT') throw error;
  }
  try {
    linkSync(from, temporary);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') throw error;
    copyFileSync(from, temporary);
  }
  renameSync(temporary, to);
}

/**
 * Puts every file of a folder at the same place under another (see linkOrCopy); returns their
 * paths, relative to either.
 */
export function linkFolder(from: string, to: string): string[] {
  const entries = readdirSync(from, { withFileTypes: true, recursive: true });
  const relativeOf = (entry: Dirent) =>
    path.relative(from, path.join(entry.parentPath, entry.name));
  mkdirSync(to, { recursive: true });
  for (const entry of entries)
    if (entry.isDirectory()) mkdirSync(path.join(to, relativeOf(entry)), { recursive: true });
  const files = entries.filter((entry) => entry.isFile()).map(relativeOf);
  for (const file of files) {
    const target = path.join(to, file);
    linkOrCopy(path.join(from, file), target, `${target}.${process.pid}-copy`);
  }
  return files;
}

/**
 * The latest time a file under a folder was written: a write through another name of it too,
 * not a name given or removed.
 */
export function lastWriteUnder(folder: string): number {
  let latest = 0;
  for (const file of filesIn(folder))
    latest = Math.max(latest, statSync(path.join(folder, file)).mtimeMs);
  return latest;
}

/** Every file under a folder, by its path relative to it. */
export function filesIn(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));
}
