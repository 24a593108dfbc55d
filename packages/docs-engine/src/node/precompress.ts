import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { CompressInput, CompressOutput, KnownContent } from './compressCopies.ts';
import type { ThreadTask } from './compressThread.ts';
import { contentKey, createContentCache } from './contentCache.ts';
import { createWorkerPool } from './workerPool.ts';

/** Text formats; images, fonts and archives are compressed already. */
const COMPRESSIBLE = /\.(html|js|mjs|css|json|map|svg|xml|txt|webmanifest|wasm|md)$/;

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

/**
 * Writes files of a site being built and compresses them, while the build goes on: on threads of
 * their own, one per core, each doing a file's whole job (see compressCopies), so the thread that
 * renders the pages hands over a page and goes on. `write` takes a file to write, with its
 * content; `sweep` takes the files it is given not taken yet (the bundler's assets, public files),
 * else every such file under the folder, to compress, and never rejects: `finish` waits for
 * every file and copy and resolves with the number of copies written, or rejects with the first
 * failure. A file is compressed once: it must not change after it is taken. `finish` and
 * `abandon` stop the threads.
 */
export interface Precompressor {
  write(file: string, content: string): void;
  /** Writes a file with its content, and returns the content's key and size, for `link`. */
  writeKnown(file: string, content: string): KnownContent;
  /**
   * Writes a file as an earlier build of the same cache wrote it, by its content's key and size,
   * without its content: resolves true once it is linked from the cache with its copies, false
   * if the cache no longer holds it as made (pruned, or written into through the output), for
   * the caller to `write` it.
   */
  link(file: string, known: KnownContent): Promise<boolean>;
  /**
   * Makes folders files will be written into, before any file handed over later: a folder made
   * costs as much as a file on a slow disk, and the threads are free before the pages come.
   */
  makeFolders(folders: readonly string[]): void;
  sweep(files?: readonly string[]): Promise<void>;
  finish(): Promise<number>;
  /**
   * For a failed build: drops what is queued, waits for the files being written, and writes
   * nothing it is handed after.
   */
  abandon(): Promise<void>;
}

/** From this size (bytes), a file's copies are made apart, each on a thread of its own. */
const SPLIT_BYTES = 256 * 1024;

/** Batches sent to the threads at once: enough to keep them busy without flooding memory. */
const IN_FLIGHT_PER_THREAD = 16;
/**
 * The files of a batch, one message to a thread and back: a rebuild writes most files by a link
 * alone, and one message each kept the threads waiting on this one, busy rendering.
 */
const BATCH_FILES = 16;
/** A batch's content, at most, unless one file is larger. */
const BATCH_BYTES = 1024 * 1024;

const encoder = new TextEncoder();

export function createPrecompressor(dir: string, cacheDir?: string): Precompressor {
  // A cold build's cache folder does not exist yet: no copy is looked up there (a file system
  // call for each copy of each of a large site's pages).
  const cache =
    cacheDir === undefined ? undefined : { dir: cacheDir, mayHold: existsSync(cacheDir) };
  const threads = availableParallelism();
  const pool = createWorkerPool<ThreadTask[], CompressOutput>(
    new URL('./compressWorker.js', import.meta.url),
    threads,
  );
  const queue: ThreadTask[] = [];
  const seen = new Set<string>();
  // The cache keeps the copies of this build's files: those of files since changed go.
  const used = new Set<string>();
  let running = 0;
  let written = 0;
  let failure: unknown;
  /** Set once a failed build gave up: nothing more is written into the folder it removes. */
  let abandoned = false;
  const idle: (() => void)[] = [];
  /** Who waits for each file handed over by its key alone (see link). */
  const linking = new Map<string, (linked: boolean) => void>();

  /** The next few tasks, up to a batch's count or bytes (a large file's copy goes alone). */
  const nextBatch = () => {
    const batch: ThreadTask[] = [];
    let bytes = 0;
    for (let task = queue[0]; task && batch.length < BATCH_FILES; task = queue[0]) {
      bytes += 'content' in task ? (task.content?.byteLength ?? 0) : 0;
      if (batch.length > 0 && bytes > BATCH_BYTES) break;
      batch.push(task);
      queue.shift();
    }
    return batch;
  };
  const pump = () => {
    while (running < threads * IN_FLIGHT_PER_THREAD && queue.length) {
      running += 1;
      const batch = nextBatch();
      // The contents move to the thread rather than being copied there.
      const contents = batch.flatMap((task) =>
        'content' in task && task.content ? [task.content.buffer] : [],
      );
      pool
        .run(batch, contents)
        .then(
          (output) => {
            written += output.written;
            for (const key of output.keys) used.add(key);
            // Handed over again, with its content.
            for (const file of output.missing ?? []) seen.delete(file);
            settleLinks(batch, output.missing ?? []);
          },
          (error: unknown) => {
            failure ??= error;
            settleLinks(batch, []);
          },
        )
        .finally(() => {
          running -= 1;
          pump();
        });
    }
    if (running === 0 && !queue.length) for (const resolve of idle.splice(0)) resolve();
  };
  const settleLinks = (batch: readonly ThreadTask[], missing: readonly string[]) => {
    for (const task of batch) {
      if (!('known' in task) || !task.known) continue;
      linking.get(task.file)?.(!missing.includes(task.file));
      linking.delete(task.file);
    }
  };
  const enqueue = (file: string, task: Omit<CompressInput, 'file' | 'cache'> = {}) => {
    if (abandoned || seen.has(file)) return;
    seen.add(file);
    const compressible = isCompressible(path.relative(dir, file));
    // A large file's two copies are made on two threads, before what was queued: the search data
    // and llms-full.txt of a large site take the longest, and an edit to any page changes them.
    if (compressible && task.content && task.content.byteLength >= SPLIT_BYTES) {
      queue.unshift(
        { file, ...task, formats: ['br'], cache },
        // A copy of its own: each thread is handed its content.
        { file, content: task.content.slice(), formats: ['gz'], cache },
      );
    } else {
      queue.push({ file, ...task, formats: compressible ? undefined : [], cache });
    }
    pump();
  };

  const sweep = async (files?: readonly string[]) => {
    try {
      for (const file of files ?? (await filesUnder(dir))) enqueue(file);
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
    makeFolders(folders) {
      if (abandoned) return;
      for (let start = 0; start < folders.length; start += BATCH_FILES)
        queue.push({ folders: folders.slice(start, start + BATCH_FILES) });
      pump();
    },
    write(file, content) {
      // Encoded here, and its bytes moved to the thread: a page's HTML kept as text while it
      // waits for a thread outlives young collections, which copy it to the old generation, and
      // then would be copied again into the message. Outside the heap, its bytes cost neither.
      enqueue(file, { content: encoder.encode(content), write: true });
    },
    writeKnown(file, content) {
      const bytes = encoder.encode(content);
      // Hashed here rather than on the thread, which is told the key.
      const known = { hash: contentKey(bytes), size: bytes.byteLength };
      enqueue(file, { content: bytes, hash: known.hash, write: true });
      return known;
    },
    link(file, known) {
      if (abandoned || seen.has(file) || !cache?.mayHold) return Promise.resolve(false);
      return new Promise((resolve) => {
        linking.set(file, resolve);
        enqueue(file, { known, write: true });
      });
    },
    sweep,
    async finish() {
      try {
        await settled();
      } finally {
        await pool.close();
      }
      if (failure !== undefined) throw failure;
      if (cacheDir !== undefined) {
        const cache = createContentCache(cacheDir);
        cache.prune(used);
        // Every file is written: what changes in the cache from now on is not this build's.
        cache.seal();
      }
      return written;
    },
    async abandon() {
      abandoned = true;
      queue.length = 0;
      // What was handed over by its key and dropped here is not linked.
      for (const resolve of linking.values()) resolve(false);
      linking.clear();
      await settled();
      await pool.close();
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
export async function precompress(dir: string, cacheDir?: string): Promise<number> {
  const compressor = createPrecompressor(dir, cacheDir);
  await compressor.sweep();
  return compressor.finish();
}
