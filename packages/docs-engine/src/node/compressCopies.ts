import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { contentKey, createContentCache, type ContentCache } from './contentCache.ts';

/**
 * Below this, the compressed copy saves less than its headers cost. Small chunks are in every
 * first load (the bundler's runtime, a section's page list: 0.6 to 1 kB each); Brotli halves them.
 */
const MIN_BYTES = 256;
/** A copy must save at least this share of the file to be worth a second file. */
const MIN_SAVING = 0.1;
/** Scripts and stylesheets: what a page loads before it works, whose budget is in gzip bytes. */
const CODE = /\.(js|mjs|css)$/;

/**
 * Brotli's quality 6 for scripts and stylesheets: on this site's output, 0.187 of the size
 * against 0.170 at the maximum (11), in 1/100 of the time (70 ms against 8.4 s), which a
 * 1,000-page build would feel. 5 for the rest, the pages' HTML above all (a cold build of the
 * bench site compresses 73 MB of it): 11 % less time for 0.7 % larger copies.
 */
function brotliQuality(file: string): number {
  return CODE.test(file) ? 6 : 5;
}

/**
 * gzip's level: 6 (zlib's default) for scripts and stylesheets, on a 1,000-page site's 106 MB of
 * text 0.2 % larger than at the maximum (9) for 0.46 s less CPU; 5 for the rest, the HTML above
 * all, 23 % less time for 0.6 % larger copies; 4 from a megabyte. Those are the search data and
 * llms-full.txt, which an edit to any page changes: at 5.6 MB, 6 % larger copies in 60 ms instead
 * of 170, build after build. Browsers take the Brotli copy; gzip serves the rest.
 */
function gzipLevel(file: string, bytes: number): number {
  if (bytes >= 1024 * 1024) return 4;
  return CODE.test(file) ? 6 : 5;
}

/** The compressed copies a file may have: Brotli's, and gzip's. */
export type CompressFormat = 'br' | 'gz';

export interface CompressInput {
  file: string;
  /** The file's content, when the caller has it at hand: else it is read. */
  content?: Uint8Array<ArrayBuffer>;
  /** The content's key, when the caller made it: else it is made here. */
  hash?: string;
  /**
   * Instead of the content, what an earlier build wrote (see KnownContent): the file and its
   * copies are linked from the cache, or, if it does not hold them as they were made, nothing
   * is written and the output names the file as missing.
   */
  known?: KnownContent;
  /** The copies to write; both when not given. */
  formats?: readonly CompressFormat[];
  /** Whether to write the file itself first, with `content`. */
  write?: boolean;
  /**
   * Where copies are kept between builds, and whether the folder held anything as the build
   * began (a cold build's does not: no lookups there).
   */
  cache?: { dir: string; mayHold: boolean };
}

/** A file's content by its content key (see contentKey) and its size in bytes. */
export interface KnownContent {
  hash: string;
  size: number;
}

export interface CompressOutput {
  /** How many copies were written. */
  written: number;
  /** The cache keys of the file (if written) and its copies, made or not: the cache keeps them. */
  keys: string[];
  /** The files given as `known` that the cache could not give: to be written with their content. */
  missing?: string[];
}

interface Copy {
  format: CompressFormat;
  /** The copy's file: the compressed file's path with the format's suffix. */
  file: string;
  key: string;
  compress: () => Buffer;
}

/**
 * The compressed copies of a file's content, with their cache keys. The content is hashed once
 * for both: its pages are most of the bytes a large site compresses.
 */
function copiesOf(file: string, content: () => Buffer, { hash, size }: KnownContent): Copy[] {
  const quality = brotliQuality(file);
  const level = gzipLevel(file, size);
  return [
    {
      format: 'br',
      file: `${file}.br`,
      key: contentKey('br', String(quality), hash),
      compress: () =>
        brotliCompressSync(content(), {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: quality,
            [constants.BROTLI_PARAM_SIZE_HINT]: size,
          },
        }),
    },
    {
      format: 'gz',
      file: `${file}.gz`,
      key: contentKey('gz', String(level), hash),
      compress: () => gzipSync(content(), { level }),
    },
  ];
}

/**
 * Writes a compressed copy if it saves enough: from the cache by the file system alone when a
 * build made it before (most files of a rebuild), else made now and kept there for the next
 * build. Returns whether it was written.
 *
 * A copy in the output and its entry in the cache are one file, hard-linked: on a slow disk,
 * making a file costs as much as compressing a page. Replacing a copy (as compressors and editors
 * do) leaves the entry as it was; writing into a copy in place writes into the entry too, which
 * removing the cache folder mends.
 */
function writeCopy(
  { file, key, compress }: Copy,
  originalSize: number,
  kept: { cache: ContentCache; mayHold: boolean } | undefined,
): boolean {
  const worthIt = (size: number) => size <= originalSize * (1 - MIN_SAVING);
  const keptSize = kept?.mayHold ? kept.cache.sizeOf(key) : undefined;
  if (keptSize !== undefined) {
    if (!worthIt(keptSize)) return false;
    if (kept?.cache.linkTo(key, file)) return true;
  }
  const made = compress();
  if (!worthIt(made.length)) {
    // Kept all the same: its size tells the next build not to compress again.
    kept?.cache.store(key, made);
    return false;
  }
  // A copy left by an earlier run over the same folder may be a cache entry: replaced, never
  // written into.
  writeNewFile(file, made);
  kept?.cache.adopt(key, file);
  return true;
}

/**
 * Writes a file as a new one: a file there (a cache entry, linked) is replaced, never written
 * into. Removed only when there is one: a removal that finds none costs as much as a write on a
 * slow disk, and a build's folder is a fresh one.
 */
function writeNewFile(file: string, bytes: Buffer) {
  try {
    writeFileSync(file, bytes, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    unlinkSync(file);
    writeFileSync(file, bytes, { flag: 'wx' });
  }
}

/** This thread's caches, one per folder: each makes its folder once. */
const caches = new Map<string, ContentCache>();

function cacheIn(dir: string): ContentCache {
  let cache = caches.get(dir);
  if (!cache) {
    cache = createContentCache(dir);
    caches.set(dir, cache);
  }
  return cache;
}

/**
 * Writes a file of the output from the cache by the file system alone when a build wrote the
 * same bytes before (most files of a rebuild: a file made costs twenty times a name linked on a
 * slow disk), else writes it and keeps it there. Unlike a compressed copy, an output file is one a
 * deploy script may edit in place, which edits its entry too: an entry is linked only if it still
 * holds these bytes. Returns the file's cache key.
 */
function writeOriginal(
  file: string,
  bytes: Buffer,
  contentHash: string,
  kept: { cache: ContentCache; mayHold: boolean } | undefined,
): string {
  const key = contentKey('file', contentHash);
  if (kept?.mayHold && kept.cache.holds(key, bytes) && kept.cache.linkTo(key, file)) return key;
  // A file there (a chunk whose stand-ins are named now) is replaced, never written into.
  writeNewFile(file, bytes);
  kept?.cache.adopt(key, file);
  return key;
}

/**
 * Writes a file (if asked to) and its compressed copies that save enough (see writeCopy), all of
 * it synchronously: done by one thread from reading to linking, a file's copies cost a third less
 * CPU than with each step handed to libuv's thread pool and back.
 */
export function compressCopies({
  file,
  content,
  hash,
  known,
  formats = ['br', 'gz'],
  write = false,
  cache,
}: CompressInput): CompressOutput {
  const kept = cache && { cache: cacheIn(cache.dir), mayHold: cache.mayHold };
  if (known) return linkKnown(file, known, formats, kept);
  const bytes = content
    ? Buffer.from(content.buffer, content.byteOffset, content.byteLength)
    : readFileSync(file);
  const contentHash = hash ?? contentKey(bytes);
  // A file given with its content may be written by another thread meanwhile (one of a large
  // file's copies is made on each): its folder may not be there yet.
  if (content !== undefined) mkdirSync(path.dirname(file), { recursive: true });
  const keys = write ? [writeOriginal(file, bytes, contentHash, kept)] : [];
  return withCopies(file, () => bytes, { hash: contentHash, size: bytes.length }, formats, {
    kept,
    keys,
  });
}

/** Adds the file's copies in `formats` (see writeCopy) to what was written of it. */
function withCopies(
  file: string,
  content: () => Buffer,
  known: KnownContent,
  formats: readonly CompressFormat[],
  { kept, keys }: { kept: { cache: ContentCache; mayHold: boolean } | undefined; keys: string[] },
): CompressOutput {
  if (known.size < MIN_BYTES || formats.length === 0) return { written: 0, keys };
  const copies = copiesOf(file, content, known).filter((copy) => formats.includes(copy.format));
  const written = copies.filter((copy) => writeCopy(copy, known.size, kept)).length;
  return { written, keys: [...keys, ...copies.map((copy) => copy.key)] };
}

/**
 * A file an earlier build wrote, and its copies, linked from the cache by its content key alone:
 * the caller saves making the content, encoding and handing it over. Only an entry as it was
 * made is taken (see ContentCache.trusts); a copy the cache lacks is made from the file linked.
 */
function linkKnown(
  file: string,
  known: KnownContent,
  formats: readonly CompressFormat[],
  kept: { cache: ContentCache; mayHold: boolean } | undefined,
): CompressOutput {
  const key = contentKey('file', known.hash);
  if (!kept?.mayHold || !kept.cache.trusts(key, known.size)) return missing(file);
  mkdirSync(path.dirname(file), { recursive: true });
  if (!kept.cache.linkTo(key, file)) return missing(file);
  let bytes: Buffer | undefined;
  return withCopies(file, () => (bytes ??= readFileSync(file)), known, formats, {
    kept,
    keys: [key],
  });
}

const missing = (file: string): CompressOutput => ({ written: 0, keys: [], missing: [file] });
