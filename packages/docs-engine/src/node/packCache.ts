import {
  closeSync,
  fstatSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readdirSync,
  readSync,
  renameSync,
  statSync,
  unlinkSync,
  writevSync,
} from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { removeInBackground } from './removeInBackground.ts';

/**
 * An on-disk store of values by content key for caches of many small entries that stay in the
 * cache (compiled pages, scans, highlighted code, renders). Each writer appends its entries to a
 * pack file of its own, instead of making a file for each: making a file costs 0.05 to 0.5 ms of
 * system time (the bench's 2-core machine, by the hour), and a cold build of 1,000 pages would
 * make 5,000 of them. A missing, unreadable or cut-short entry reads as absent: the cache only
 * ever saves work.
 */
export interface PackCache {
  read(key: string): Buffer | undefined;
  /** Never fails: a full or read-only disk costs the next build time, not this one its output. */
  write(key: string, value: string | Uint8Array): void;
  /** Drops every entry but `kept`: a cache keeps what the last run used, not every edit. */
  prune(kept: ReadonlySet<string>): void;
}

/** At this many packs the next writer merges them into one: a miss looks at each. */
export const MAX_PACKS = 8;

const PACK = '.pack';
/** A pack being merged, renamed to its final name once whole. */
const PARTIAL = '.partial';
/** A folder of files a merge removes, deleted in the background. */
const REMOVED = '.removed';

/** Where an entry's record starts in its pack, and its length in bytes, header included. */
interface Location {
  pack: string;
  start: number;
  header: string;
  length: number;
}

/**
 * How long a pack stays open for reading once opened: a build reads thousands of entries from a
 * few packs, and opening a pack for each read cost as much as the read. Closed soon after, so
 * that a long-lived process (the dev server, a test run) holds no pack open, nor a removed one.
 */
const OPEN_MS = 1000;

/** How far a pack has been read, and which file it was (a pack removed and made again is new). */
interface PackState {
  inode: number;
  read: number;
}

/** A record is its header, `<key> <byte length>\n`, then the value's bytes. */
const headerOf = (key: string, byteLength: number) => `${key} ${byteLength}\n`;
const KEY = /^[\da-z]+$/;
const HEADER = /^([\da-z]+) (\d+)\n/;
/** Enough for any header: a SHA-256 in hex, a space, a length, a line end. */
const HEADER_BYTES = 96;
/** How much of a pack is read at once to index it. */
const INDEX_BLOCK_BYTES = 16 * 1024;

/** What `readFrom` makes of the file opened for reading; undefined if it cannot be read. */
function reading<T>(file: string, readFrom: (descriptor: number) => T): T | undefined {
  let descriptor: number | undefined;
  try {
    descriptor = openSync(file, 'r');
    return readFrom(descriptor);
  } catch {
    return undefined;
  } finally {
    if (descriptor !== undefined) closeSync(descriptor);
  }
}

function readAt(descriptor: number, position: number, length: number): Buffer {
  const bytes = Buffer.allocUnsafe(length);
  return bytes.subarray(0, readSync(descriptor, bytes, 0, length, position));
}

function namesIn(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

export function createPackCache(dir: string): PackCache {
  const entries = new Map<string, Location>();
  const packs = new Map<string, PackState>();
  const unique = () => `${process.pid}-${threadId}-${Math.random().toString(36).slice(2)}`;
  const ownPack = `${unique()}${PACK}`;
  let wroteBefore = false;

  /** The packs open for reading (see OPEN_MS), by name. */
  const open = new Map<string, number>();
  let closing: NodeJS.Timeout | undefined;
  const close = (name: string) => {
    const descriptor = open.get(name);
    open.delete(name);
    if (descriptor !== undefined) closeSync(descriptor);
  };
  const closeAll = () => {
    for (const name of [...open.keys()]) close(name);
    closing = undefined;
  };
  const descriptorOf = (name: string) => {
    let descriptor = open.get(name);
    if (descriptor === undefined) {
      descriptor = openSync(path.join(dir, name), 'r');
      open.set(name, descriptor);
      closing ??= setTimeout(closeAll, OPEN_MS).unref();
    }
    return descriptor;
  };

  /**
   * Indexes the records appended to a pack since it was last read; stops at one cut short. The
   * pack is read a block at a time, each holding the headers of several small records: a read
   * per header cost a rebuild's first lookups a tenth of a second.
   */
  const readPack = (name: string, state: PackState, size: number) =>
    reading(path.join(dir, name), (descriptor) => {
      let block: Buffer = Buffer.alloc(0);
      let blockStart = 0;
      while (state.read < size) {
        let at = state.read - blockStart;
        const blockEnd = blockStart + block.length;
        if (at + HEADER_BYTES > block.length && blockEnd < size) {
          block = readAt(descriptor, state.read, Math.min(INDEX_BLOCK_BYTES, size - state.read));
          blockStart = state.read;
          at = 0;
        }
        const match = HEADER.exec(
          block.toString('latin1', at, Math.min(at + HEADER_BYTES, block.length)),
        );
        if (!match?.[1] || !match[2]) return;
        const header = match[0];
        const length = header.length + Number(match[2]);
        if (state.read + length > size) return;
        entries.set(match[1], { pack: name, start: state.read, header, length });
        state.read += length;
      }
    });

  /** Brings the index up to date with what every writer has appended, this one's included. */
  const refresh = () => {
    const present = new Set<string>();
    for (const name of namesIn(dir)) {
      if (!name.endsWith(PACK)) continue;
      try {
        const { ino, size } = statSync(path.join(dir, name));
        let state = packs.get(name);
        if (state?.inode !== ino) {
          // Removed and made again: the file open under its name is the one removed.
          close(name);
          state = { inode: ino, read: 0 };
        }
        packs.set(name, state);
        present.add(name);
        readPack(name, state, size);
      } catch {
        // Removed meanwhile, by another writer's merge.
      }
    }
    for (const name of packs.keys()) {
      if (present.has(name)) continue;
      packs.delete(name);
      close(name);
    }
  };

  /** The entry's value if its record is still where the index says (a merge may have moved it). */
  const valueAt = ({ pack, start, header, length }: Location) => {
    let record: Buffer;
    try {
      record = readAt(descriptorOf(pack), start, length);
    } catch {
      close(pack);
      return undefined;
    }
    if (record.length !== length || record.toString('latin1', 0, header.length) !== header) {
      return undefined;
    }
    return record.subarray(header.length);
  };

  const lookUp = (key: string) => {
    const location = entries.get(key);
    return location && valueAt(location);
  };

  /**
   * Writes the entries `keep` accepts into one new pack, then removes the packs it merged and
   * whatever else is in the folder (entries an earlier engine kept one per file).
   */
  const rewrite = (keep: (key: string) => boolean) => {
    const name = `${unique()}${PACK}`;
    const partial = path.join(dir, `${name}${PARTIAL}`);
    const kept = new Map<string, Location>();
    let size = 0;
    const descriptor = openSync(partial, 'w');
    try {
      for (const [key, location] of entries) {
        const value = keep(key) ? valueAt(location) : undefined;
        if (!value) continue;
        writevSync(descriptor, [Buffer.from(location.header, 'latin1'), value]);
        kept.set(key, { ...location, pack: name, start: size });
        size += location.length;
      }
      renameSync(partial, path.join(dir, name));
    } catch (error) {
      unlinkSync(partial);
      throw error;
    } finally {
      closeSync(descriptor);
    }
    const trash = path.join(dir, `${unique()}${REMOVED}`);
    let trashed = false;
    // Another writer's merge may be under way: its partial pack stays.
    for (const other of namesIn(dir)) {
      if (other === name || other.endsWith(PARTIAL)) continue;
      try {
        // A writer still appending to a pack removed here loses what it appends: only work.
        if (other.endsWith(PACK)) unlinkSync(path.join(dir, other));
        else {
          // Thousands, maybe (and earlier merges' folders, if their removal was cut short):
          // they are deleted in the background.
          if (!trashed) mkdirSync(trash);
          trashed = true;
          renameSync(path.join(dir, other), path.join(trash, other));
        }
      } catch {
        // Removed meanwhile, by another writer's merge.
      }
    }
    if (trashed) removeInBackground(trash);
    for (const merged of [...open.keys()]) close(merged);
    entries.clear();
    packs.clear();
    for (const [key, location] of kept) entries.set(key, location);
    packs.set(name, { inode: statSync(path.join(dir, name)).ino, read: size });
  };

  return {
    read(key) {
      const value = lookUp(key);
      if (value) return value;
      refresh();
      return lookUp(key);
    },
    write(key, value) {
      if (!KEY.test(key))
        throw new Error(`A cache key is a content key, not ${JSON.stringify(key)}`);
      const bytes = typeof value === 'string' ? Buffer.from(value) : value;
      const header = headerOf(key, bytes.byteLength);
      const file = path.join(dir, ownPack);
      try {
        if (!wroteBefore) {
          mkdirSync(dir, { recursive: true });
          refresh();
          if (packs.size >= MAX_PACKS) rewrite(() => true);
        }
        wroteBefore = true;
        const descriptor = openSync(file, 'a');
        try {
          // Only this writer appends to its pack: the record starts where the file ends.
          const start = fstatSync(descriptor).size;
          const length = header.length + bytes.byteLength;
          // A record written in part (a full disk) is taken back: the records after it are read.
          if (writevSync(descriptor, [Buffer.from(header, 'latin1'), bytes]) < length) {
            ftruncateSync(descriptor, start);
            return;
          }
          entries.set(key, { pack: ownPack, start, header, length });
        } finally {
          closeSync(descriptor);
        }
      } catch {
        // The folder may have been removed meanwhile: the next write makes it again.
        wroteBefore = false;
      }
    },
    prune(kept) {
      refresh();
      let keptBytes = 0;
      let droppedBytes = 0;
      for (const [key, { length }] of entries) {
        if (kept.has(key)) keptBytes += length;
        else droppedBytes += length;
      }
      // Rewritten only once there is as much to drop as to keep: a one-page edit drops one
      // entry of a thousand, and copying the rest each time would cost more than it frees.
      const worthIt = packs.size >= MAX_PACKS || (droppedBytes > 0 && droppedBytes >= keptBytes);
      if (!worthIt) return;
      try {
        rewrite((key) => kept.has(key));
      } catch {
        // A read-only cache keeps its entries: it costs disk space, never a build.
      }
    },
  };
}
