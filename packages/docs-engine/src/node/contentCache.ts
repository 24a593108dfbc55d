import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { copyFile, mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { removeInBackground } from './removeInBackground.ts';

/** A SHA-256 of everything given, in order: the address of a cache entry. */
export function contentKey(...parts: (string | Uint8Array)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) {
    // The length first, so that ('ab', 'c') and ('a', 'bc') give different keys.
    hash.update(`${part.length}:`).update(part);
  }
  return hash.digest('hex');
}

/**
 * An on-disk store of values by content key, one file each. A missing or unreadable entry reads
 * as absent: the cache only ever saves work, never decides an output. Entries are written to a
 * temporary name and renamed, so that builds in parallel never read half an entry.
 */
export interface ContentCache {
  read(key: string): Buffer | undefined;
  write(key: string, value: string | Uint8Array): void;
  /** `read` on libuv's thread pool, for callers whose thread has other work meanwhile. */
  load(key: string): Promise<Buffer | undefined>;
  /** `write` on libuv's thread pool; like it, never fails. */
  store(key: string, value: string | Uint8Array): Promise<void>;
  /** The size in bytes of an entry, undefined if there is none. */
  sizeOf(key: string): Promise<number | undefined>;
  /**
   * Copies an entry to a file by the file system alone (no pass through memory): false if there
   * is no such entry to copy.
   */
  copyTo(key: string, file: string): Promise<boolean>;
  /**
   * Removes every entry but `kept`: a cache keeps what the last run used, not every edit. The
   * entries are moved aside at once and deleted in the background.
   */
  prune(kept: ReadonlySet<string>): void;
}

/** The folder entries are moved to before their removal: never a key's two-character folder. */
const PRUNED = '.pruned-';

function entriesIn(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

export function createContentCache(dir: string): ContentCache {
  const fileOf = (key: string) => path.join(dir, key.slice(0, 2), key.slice(2));
  const temporaryOf = (file: string) =>
    `${file}.${process.pid}-${Math.random().toString(36).slice(2)}`;
  // Each of the 256 folders is made once, not once per entry: a build writes thousands.
  const madeFolders = new Set<string>();
  return {
    read(key) {
      try {
        return readFileSync(fileOf(key));
      } catch {
        return undefined;
      }
    },
    write(key, value) {
      const file = fileOf(key);
      const temporary = temporaryOf(file);
      try {
        const folder = path.dirname(file);
        if (!madeFolders.has(folder)) {
          mkdirSync(folder, { recursive: true });
          madeFolders.add(folder);
        }
        writeFileSync(temporary, value);
        renameSync(temporary, file);
      } catch {
        // A full or read-only disk costs the next build time, never this build its output. The
        // folder may have been deleted meanwhile (it always may be): the next write makes it.
        madeFolders.delete(path.dirname(file));
      }
    },
    async load(key) {
      try {
        return await readFile(fileOf(key));
      } catch {
        return undefined;
      }
    },
    async store(key, value) {
      const file = fileOf(key);
      const temporary = temporaryOf(file);
      try {
        const folder = path.dirname(file);
        if (!madeFolders.has(folder)) {
          await mkdir(folder, { recursive: true });
          madeFolders.add(folder);
        }
        await writeFile(temporary, value);
        await rename(temporary, file);
      } catch {
        // As for `write`: the cache only ever saves work.
        madeFolders.delete(path.dirname(file));
      }
    },
    async sizeOf(key) {
      try {
        return (await stat(fileOf(key))).size;
      } catch {
        return undefined;
      }
    },
    async copyTo(key, file) {
      try {
        await copyFile(fileOf(key), file);
        return true;
      } catch {
        return false;
      }
    },
    prune(kept) {
      const trash = path.join(
        dir,
        `${PRUNED}${process.pid}-${Math.random().toString(36).slice(2)}`,
      );
      let trashed = false;
      for (const folder of entriesIn(dir)) {
        // What an earlier run moved aside, if its removal was cut short.
        if (folder.startsWith(PRUNED)) {
          removeInBackground(path.join(dir, folder));
          continue;
        }
        for (const name of entriesIn(path.join(dir, folder))) {
          if (kept.has(`${folder}${name}`)) continue;
          try {
            if (!trashed) mkdirSync(trash);
            trashed = true;
            renameSync(path.join(dir, folder, name), path.join(trash, `${folder}${name}`));
          } catch {
            // A read-only cache keeps its entries: it costs disk space, never a build.
          }
        }
      }
      if (trashed) removeInBackground(trash);
    },
  };
}
