import { existsSync } from 'node:fs';
import { readdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { contentKey, createContentCache, type ContentCache } from './contentCache.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats; images, fonts and archives are compressed already. */
const COMPRESSIBLE = /\.(html|js|mjs|css|json|map|svg|xml|txt|webmanifest|wasm|md)$/;
/**
 * Below this, the compressed copy saves less than its headers cost. Small chunks are in every
 * first load (the bundler's runtime, a section's page list: 0.6 to 1 kB each); Brotli halves them.
 */
const MIN_BYTES = 256;
/** A copy must save at least this share of the file to be worth a second file. */
const MIN_SAVING = 0.1;
/**
 * Brotli's quality 6: on this site's output, 0.187 of the size against 0.170 at the maximum (11),
 * in 1/100 of the time (70 ms against 8.4 s), which a 1,000-page build would feel.
 */
const BROTLI_QUALITY = 6;
/**
 * gzip's level 6 (zlib's default): on a 1,000-page site's 106 MB of text, 0.2 % larger than at
 * the maximum (9) for 0.46 s less CPU. Browsers take the Brotli copy; gzip serves the rest.
 */
const GZIP_LEVEL = 6;

/** Whether a file, by its path under the built folder, gets compressed copies. */
function isCompressible(relative: string): boolean {
  return (
    COMPRESSIBLE.test(relative) && !relative.split(path.sep).some((part) => part.startsWith('.'))
  );
}

/** Files in dot folders (`.vite/`, the engine's record) are never served: no copies for them. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => isCompressible(path.relative(dir, file)));
}

interface Copy {
  /** The copy's file: the compressed file's path with the format's suffix. */
  file: string;
  key: string;
  compress: () => Promise<Buffer>;
}

/** Where compressed copies are kept between builds, and whether to look for one there first. */
interface CopyCache {
  cache: ContentCache;
  /** False when the cache held nothing as the build started (a cold build): no lookups. */
  mayHold: boolean;
}

/**
 * Writes a compressed copy if it saves enough: from the cache by the file system alone when a
 * build made it before (most files of a rebuild), else made now and kept there for the next
 * build. Resolves with whether it was written.
 *
 * A copy in the output and its entry in the cache are one file, hard-linked: on a slow disk,
 * making a file costs as much as compressing a page. Replacing a copy (as compressors and editors
 * do) leaves the entry as it was; writing into a copy in place writes into the entry too, which
 * removing the cache folder mends.
 */
async function writeCopy(
  { file, key, compress }: Copy,
  original: Buffer,
  kept: CopyCache | undefined,
): Promise<boolean> {
  const worthIt = (size: number) => size <= original.length * (1 - MIN_SAVING);
  const keptSize = kept?.mayHold ? await kept.cache.sizeOf(key) : undefined;
  if (keptSize !== undefined) {
    if (!worthIt(keptSize)) return false;
    if (await kept?.cache.linkTo(key, file)) return true;
  }
  const made = await compress();
  if (!worthIt(made.length)) {
    // Kept all the same: its size tells the next build not to compress again.
    await kept?.cache.store(key, made);
    return false;
  }
  // A copy left by an earlier run over the same folder may be a cache entry: replaced, never
  // written into.
  await unlink(file).catch(() => undefined);
  await writeFile(file, made);
  await kept?.cache.adopt(key, file);
  return true;
}

/**
 * The compressed copies of a file's content, with their cache keys. The content is hashed once
 * for both: its pages are most of the bytes a large site compresses.
 */
function copiesOf(file: string, content: Buffer): Copy[] {
  const contentHash = contentKey(content);
  return [
    {
      file: `${file}.br`,
      key: contentKey('br', String(BROTLI_QUALITY), contentHash),
      compress: () =>
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
    },
    {
      file: `${file}.gz`,
      key: contentKey('gz', String(GZIP_LEVEL), contentHash),
      compress: () => gzipAsync(content, { level: GZIP_LEVEL }),
    },
  ];
}

/**
 * Compresses files of a site being built as they are written, while the build goes on: zlib runs
 * on libuv's thread pool, beside the main thread's work. `add` takes a file just written with
 * its content (no second read); `sweep` takes every file under the folder not taken yet (the
 * bundler's assets, public files), and never rejects: `finish` sweeps, waits for every copy
 * and resolves with the number of copies written, or rejects with the first failure. A file is
 * compressed once: it must not change after it is taken.
 */
export interface Precompressor {
  add(file: string, content: string | Buffer): void;
  sweep(): Promise<void>;
  finish(): Promise<number>;
  /** For a failed build: drops what is queued and waits for the copies being written. */
  abandon(): Promise<void>;
}

/** Files compressed at once: enough to keep the thread pool busy without flooding memory. */
const IN_FLIGHT = 4;

export function createPrecompressor(dir: string, cacheDir?: string): Precompressor {
  // A cold build's cache folder does not exist yet: no copy is looked up there (a file system
  // call for each copy of each of a large site's pages).
  const kept: CopyCache | undefined =
    cacheDir === undefined
      ? undefined
      : { cache: createContentCache(cacheDir), mayHold: existsSync(cacheDir) };
  const queue: { file: string; content: () => Promise<Buffer> }[] = [];
  const seen = new Set<string>();
  // The cache keeps the copies of this build's files: those of files since changed go.
  const used = new Set<string>();
  let running = 0;
  let written = 0;
  let failure: unknown;
  const idle: (() => void)[] = [];

  const compressFile = async (file: string, content: Buffer): Promise<number> => {
    if (content.length < MIN_BYTES) return 0;
    const copies = copiesOf(file, content);
    for (const { key } of copies) used.add(key);
    const writes = await Promise.all(copies.map((copy) => writeCopy(copy, content, kept)));
    return writes.filter(Boolean).length;
  };

  const pump = () => {
    while (running < IN_FLIGHT && queue.length) {
      const task = queue.shift();
      if (!task) break;
      running += 1;
      task
        .content()
        .then((content) => compressFile(task.file, content))
        .then(
          (count) => void (written += count),
          (error: unknown) => void (failure ??= error),
        )
        .finally(() => {
          running -= 1;
          pump();
        });
    }
    if (running === 0 && !queue.length) for (const resolve of idle.splice(0)) resolve();
  };
  const enqueue = (file: string, content: () => Promise<Buffer>) => {
    if (seen.has(file)) return;
    seen.add(file);
    queue.push({ file, content });
    pump();
  };

  const sweep = async () => {
    try {
      for (const file of await filesUnder(dir)) enqueue(file, () => readFile(file));
    } catch (error) {
      failure ??= error;
    }
  };
  const settled = () =>
    new Promise<void>((resolve) => {
      idle.push(resolve);
      pump();
    });

  return {
    add(file, content) {
      if (!isCompressible(path.relative(dir, file))) return;
      const bytes = typeof content === 'string' ? Buffer.from(content) : content;
      enqueue(file, async () => bytes);
    },
    sweep,
    async finish() {
      await sweep();
      await settled();
      if (failure !== undefined) throw failure;
      kept?.cache.prune(used);
      return written;
    },
    async abandon() {
      queue.length = 0;
      await settled();
    },
  };
}

/**
 * Writes `x.br` and `x.gz` beside every text file of a built site worth compressing, once, at
 * build time: a server (or CDN) then sends them as they are and never compresses while a
 * request waits. The copies are deterministic: gzip's header carries no time. With a `cacheDir`,
 * copies are kept by the content they compress, so a rebuild compresses only changed files.
 * Resolves with the number of copies written.
 */
export function precompress(dir: string, cacheDir?: string): Promise<number> {
  return createPrecompressor(dir, cacheDir).finish();
}
