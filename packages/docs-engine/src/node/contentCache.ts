import { createHash } from 'node:crypto';
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
  type Dirent,
} from 'node:fs';
import path from 'node:path';
import { linkOrCopy } from './hardLinks.ts';
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
 * An on-disk store of values by content key, one file each, for entries that become files of
 * the output (compressed copies): each is linked there, not written again. Caches that stay
 * caches are packed (see packCache). A missing or unreadable entry reads as absent: the cache
 * only ever saves work, never decides an output. Entries are written to a temporary name and
 * renamed, so that builds in parallel never read half an entry. Its calls are synchronous: the
 * thread that compresses the copies does nothing else meanwhile.
 */
export interface ContentCache {
  /** Never fails. */
  store(key: string, value: string | Uint8Array): void;
  /** The size in bytes of an entry, undefined if there is none. */
  sizeOf(key: string): number | undefined;
  /**
   * Whether there is an entry under a key, and it holds these bytes: read and compared, unless
   * the entry was last written before the cache was last sealed (see seal) and is of their size.
   */
  holds(key: string, value: Uint8Array): boolean;
  /**
   * Whether there is an entry under a key of this size last written before the last seal: as it
   * was made, without its bytes to compare (see holds).
   */
  trusts(key: string, size: number): boolean;
  /**
   * Puts an entry at a new path by the file system alone: a hard link, else a copy (another
   * device, a file system without links). False if there is no such entry.
   */
  linkTo(key: string, file: string): boolean;
  /**
   * Keeps a file just written as the entry under a key, by a hard link (else a copy), instead of
   * writing its bytes a second time; like `store`, never fails.
   */
  adopt(key: string, file: string): void;
  /**
   * Removes every entry but `kept`: a cache keeps what the last run used, not every edit. The
   * entries are moved aside at once and deleted in the background.
   */
  prune(kept: ReadonlySet<string>): void;
  /**
   * Marks the entries as checked, once a build has written its output: a later `holds` trusts an
   * entry not written since, without reading it. Never fails.
   */
  seal(): void;
}

/** The folder entries are moved to before their removal. */
const PRUNED = '.pruned-';
/**
 * The file whose modification time is when the cache was last sealed. A time of the file system's
 * own, as the entries' are: its clock and its granularity, whatever they are, are theirs too.
 */
const SEALED = '.sealed';

function entriesIn(dir: string): Dirent[] {
  try {
    return readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
}

/**
 * Entries sit side by side in one folder, not fanned out into folders by their first characters:
 * a file system's indexed folders hold tens of thousands of names at no cost, and each folder
 * made is a file made, which costs as much as an entry on a slow disk (256 of them per cache).
 */
export function createContentCache(dir: string): ContentCache {
  const fileOf = (key: string) => path.join(dir, key);
  const temporaryOf = (file: string) =>
    `${file}.${process.pid}-${Math.random().toString(36).slice(2)}`;
  // Made once, not once per entry: a build writes thousands.
  let folderMade = false;
  const makeFolder = () => {
    if (!folderMade) mkdirSync(dir, { recursive: true });
    folderMade = true;
  };
  // The folder may have been deleted meanwhile (it always may be): the next write makes it.
  const forgetFolder = () => void (folderMade = false);
  let sealedAt: number | undefined;
  /**
   * Whether an entry was last written before the last seal. A write into the entry, as through an
   * output file a deploy script edits in place, moves its modification time past the seal; the
   * removal of the output (its other name) does not, unlike its change time. Only a tool that
   * sets the time back on purpose (`cp -p` into the file) hides an edit, as it does from make
   * and rsync. The seal is read once: the cache lives for one build.
   */
  const writtenBeforeSeal = (mtimeMs: number) => {
    sealedAt ??= statSync(path.join(dir, SEALED), { throwIfNoEntry: false })?.mtimeMs ?? 0;
    return mtimeMs < sealedAt;
  };
  /** The file system's facts of the entry under a key, if there is one of `size` bytes. */
  const entryOfSize = (key: string, size: number) => {
    try {
      const stats = statSync(fileOf(key));
      return stats.size === size ? stats : undefined;
    } catch {
      return undefined;
    }
  };
  return {
    store(key, value) {
      const file = fileOf(key);
      const temporary = temporaryOf(file);
      try {
        makeFolder();
        writeFileSync(temporary, value);
        renameSync(temporary, file);
      } catch {
        // A full or read-only disk costs the next build time, never this build its output.
        forgetFolder();
      }
    },
    sizeOf(key) {
      try {
        return statSync(fileOf(key)).size;
      } catch {
        return undefined;
      }
    },
    trusts(key, size) {
      const stats = entryOfSize(key, size);
      return stats !== undefined && writtenBeforeSeal(stats.mtimeMs);
    },
    holds(key, value) {
      const stats = entryOfSize(key, value.length);
      if (!stats) return false;
      try {
        // An entry may be a file of the output as well, written there after the seal.
        return writtenBeforeSeal(stats.mtimeMs) || readFileSync(fileOf(key)).equals(value);
      } catch {
        return false;
      }
    },
    linkTo(key, file) {
      try {
        linkOrCopy(fileOf(key), file, temporaryOf(file));
        return true;
      } catch {
        return false;
      }
    },
    adopt(key, file) {
      const entry = fileOf(key);
      try {
        makeFolder();
        linkOrCopy(file, entry, temporaryOf(entry));
      } catch {
        forgetFolder();
      }
    },
    prune(kept) {
      const trash = path.join(
        dir,
        `${PRUNED}${process.pid}-${Math.random().toString(36).slice(2)}`,
      );
      let trashed = false;
      // Folders are never entries: what an earlier run moved aside, if its removal was cut short,
      // and those an earlier engine fanned its entries out into. They go with the dropped entries.
      for (const entry of entriesIn(dir)) {
        if (entry.isFile() && (kept.has(entry.name) || entry.name === SEALED)) continue;
        try {
          if (!trashed) mkdirSync(trash);
          trashed = true;
          renameSync(path.join(dir, entry.name), path.join(trash, entry.name));
        } catch {
          // A read-only cache keeps its entries: it costs disk space, never a build.
        }
      }
      if (trashed) removeInBackground(trash);
    },
    seal() {
      const file = path.join(dir, SEALED);
      const temporary = temporaryOf(file);
      try {
        makeFolder();
        // A new file, whose time is its making's: an empty file truncated again may keep its own.
        writeFileSync(temporary, new Date().toISOString());
        renameSync(temporary, file);
      } catch {
        // Unsealed, the next build reads the entries it links: slower, never wrong.
        forgetFolder();
      }
    },
  };
}
