import { copyFileSync, linkSync, mkdirSync, readdirSync, statSync, type Dirent } from 'node:fs';
import path from 'node:path';

/**
 * Puts every file of a folder at the same place under another, by hard links, else by copies
 * (another device, a file system without links): on a slow disk a name costs a twentieth of a
 * file. `to` must not hold files of the same names.
 */
export function linkFolder(from: string, to: string): void {
  const entries = readdirSync(from, { withFileTypes: true, recursive: true });
  const targetOf = (entry: Dirent) =>
    path.join(to, path.relative(from, path.join(entry.parentPath, entry.name)));
  mkdirSync(to, { recursive: true });
  for (const entry of entries)
    if (entry.isDirectory()) mkdirSync(targetOf(entry), { recursive: true });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const source = path.join(entry.parentPath, entry.name);
    try {
      linkSync(source, targetOf(entry));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw error;
      copyFileSync(source, targetOf(entry));
    }
  }
}

/**
 * The latest time a file under a folder was written: a write through another name of it too,
 * not a name given or removed.
 */
export function lastWriteUnder(folder: string): number {
  let latest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile())
      latest = Math.max(latest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return latest;
}
