import { availableParallelism } from 'node:os';
import {
  dropOtherEnginesHighlights,
  highlighterReady,
  keepHighlightedCode,
  plainBlocksShown,
  showCodePlainUntilHighlighterLoads,
} from '../highlightCode.ts';
import type { MarkdownSettings } from '../llms/threadMarkdown.ts';
import type { CompiledPage } from '../markdown/compilePage.ts';
import type { PageSource, ScannedPage } from '../pages/scanPage.ts';
import { displayPath } from '../pages/scanSite.ts';
import type { CompileTask, CompileTaskResult, ScannedAndCompiled } from './compileTask.ts';
import { contentKey } from '../contentCache.ts';
import { createPackCache, type PackCache } from '../packCache.ts';
import { engineFingerprint } from './engineFingerprint.ts';
import {
  dependenciesHold,
  fileDependencies,
  fileKey,
  type FileDependencies,
} from './fileDependencies.ts';
import { createWorkerPool, type WorkerPool } from '../workerPool.ts';

/** A compiled page; dev: with its code shown plain, the highlighter not loaded yet. */
export interface CompiledNow extends CompiledPage {
  /** Compile it again once the highlighter has loaded: this one is not kept. */
  codeShownPlain?: boolean;
}

export interface PageCompiler {
  compile(source: PageSource): Promise<CompiledNow>;
  /**
   * Scans a page through the scan cache, its time of last update left at 0 for the caller to
   * set. When `parallel`, on a worker thread that compiles the page and its tabs from the same
   * parse, for `compile` to find them done.
   */
  scan(source: PageSource): Promise<ScannedPage>;
  /** Stops the worker threads, if any started. */
  close(): Promise<void>;
  /**
   * Drops the compiled pages kept from earlier builds that this one did not ask for (earlier
   * versions of pages, pages removed, another engine's): a build asks for every page. Drops the
   * code other engines highlighted too.
   */
  prune(): void;
}

export interface PageCompilerOptions {
  builtins: Record<string, string>;
  /** Where compiled pages are kept between builds (`.docs-engine/cache`); none: in memory only. */
  cacheDir?: string;
  /**
   * Scan on worker threads, one per core, which also compile what they scan: for builds. A
   * compile runs on them while they run (a cold build's many pages), else here (a warm build's
   * few). The dev server compiles in its own thread.
   */
  parallel: boolean;
  /**
   * With a `cacheDir`: a scan thread also writes the page's Markdown into the Markdown cache as
   * the build will ask for it (llms), from the trees it parsed for the scan.
   */
  markdown?: MarkdownSettings;
  /** Dev: code blocks come out plain until the highlighter has loaded (see `CompiledNow`). */
  plainCodeUntilHighlighterLoads?: boolean;
}

interface CacheEntry extends CompiledPage {
  dependencies: FileDependencies;
}

/**
 * Compiles in this thread, with MDX and the highlighter loaded on the first miss: a dev server
 * whose first page was compiled by an earlier start serves it without loading them.
 */
async function compileHere(source: PageSource, builtins: Record<string, string>) {
  const { compilePage } = await import('../markdown/compilePage.ts');
  return compilePage(source, builtins, displayPath);
}

const isCurrent = (entry: CacheEntry) => dependenciesHold(entry.dependencies);

function readEntry(cache: PackCache | undefined, key: string): CacheEntry | undefined {
  const bytes = cache?.read(key);
  if (!bytes) return undefined;
  try {
    const entry = JSON.parse(bytes.toString('utf8')) as CacheEntry;
    return isCurrent(entry) ? entry : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Compiles pages once each: a page's compiled module is addressed by the engine, the page's
 * settings and its text, and kept with the content keys of the files it embeds, so the browser
 * and server bundles share one compile and a later build recompiles only the pages whose sources
 * changed. Misses compile on worker threads when `parallel`; errors keep their file and line.
 */
export function createPageCompiler({
  builtins,
  cacheDir,
  parallel,
  markdown,
  plainCodeUntilHighlighterLoads = false,
}: PageCompilerOptions): PageCompiler {
  const cache = cacheDir === undefined ? undefined : createPackCache(`${cacheDir}/pages`);
  if (cacheDir !== undefined) keepHighlightedCode(cacheDir);
  if (plainCodeUntilHighlighterLoads) showCodePlainUntilHighlighterLoads();
  // A build scans and compiles every page before it bundles them: one thread per core. A page's
  // trees die young, and many at once: with room for 32 MB of them (V8's default is 16 MB on a
  // 64-bit machine) a thread compiled 400 pages 15 % faster, and the bench site's scan took
  // 8.2-9.8 s against 9.0-10.4 s, alternating, at the same peak memory (the threads are gone
  // before the bundles).
  const pool: WorkerPool<CompileTask['input'], CompileTaskResult> | undefined = parallel
    ? createWorkerPool(new URL('./compileWorker.js', import.meta.url), availableParallelism(), {
        maxYoungGenerationSizeMb: 96,
      })
    : undefined;
  // Threads start with a scan and stop at `close`: a handful of pages compiles sooner here than
  // a thread with its own Markdown compiler and highlighter starts.
  let threadsRunning = false;
  const inMemory = new Map<string, Promise<CacheEntry>>();
  // Imported on the first scan here, with the Markdown parser: a dev server only compiles.
  const scanHere = async (source: PageSource): Promise<ScannedPage> => {
    if (cacheDir === undefined) {
      const { scanPage } = await import('../pages/scanPage.ts');
      return scanPage(source, 0, displayPath);
    }
    const { cachedScanPage } = await import('../pages/cachedScanPage.ts');
    return cachedScanPage(cacheDir, displayPath)(source, 0);
  };

  const builtinsKey = JSON.stringify(builtins);
  /** Each source's key as last made, by the key of its file then: a build asks twice per page. */
  const keys = new WeakMap<PageSource, { file: string; key: string }>();
  const asked = new Set<string>();
  const keyOf = (source: PageSource) => {
    const file = fileKey(source.file);
    const known = keys.get(source);
    if (known?.file === file) return known.key;
    const key = contentKey(engineFingerprint(), JSON.stringify(source), builtinsKey, file);
    keys.set(source, { file, key });
    asked.add(key);
    return key;
  };
  const entryOf = (page: CompiledPage): CacheEntry => ({
    ...page,
    dependencies: fileDependencies(page.watchFiles),
  });
  const compileNow = async (source: PageSource): Promise<CacheEntry> =>
    // The task's kind decides the result's type, which a thread's message cannot carry.
    entryOf(
      pool && threadsRunning
        ? ((await pool.run({ kind: 'compile', source, builtins, cacheDir })) as CompiledPage)
        : (await compileHere(source, builtins)).compiled,
    );
  const keep = (key: string, entry: CacheEntry) => {
    inMemory.set(key, Promise.resolve(entry));
    cache?.write(key, JSON.stringify(entry));
  };

  return {
    async compile(source) {
      const key = keyOf(source);
      const known = inMemory.get(key);
      if (known) {
        const entry = await known.catch(() => undefined);
        if (entry && isCurrent(entry)) return entry;
      }
      const stored = readEntry(cache, key);
      if (stored) {
        inMemory.set(key, Promise.resolve(stored));
        return stored;
      }
      // Dev: the page as an earlier start showed it, plain, rather than a compile now; it is
      // highlighted once the highlighter has loaded all the same.
      const plainKey = contentKey(key, 'code shown plain');
      const storedPlain =
        plainCodeUntilHighlighterLoads && !highlighterReady()
          ? readEntry(cache, plainKey)
          : undefined;
      if (storedPlain) return { ...storedPlain, codeShownPlain: true };
      const plainBefore = plainBlocksShown();
      const compiling = compileNow(source);
      inMemory.set(key, compiling);
      const entry = await compiling;
      // Another compile's plain block counts too: this page is then merely compiled again.
      if (plainBlocksShown() !== plainBefore) {
        inMemory.delete(key);
        cache?.write(plainKey, JSON.stringify(entry));
        return { ...entry, codeShownPlain: true };
      }
      cache?.write(key, JSON.stringify(entry));
      return entry;
    },
    async scan(source) {
      if (!pool) return scanHere(source);
      threadsRunning = true;
      const { page, compiled } = (await pool.run({
        kind: 'scan',
        source,
        builtins,
        cacheDir,
        markdown,
      })) as ScannedAndCompiled;
      [source, ...source.tabs].forEach((file, index) => {
        const module = compiled[index];
        if (module) keep(keyOf(file), entryOf(module));
      });
      return page;
    },
    close: async () => {
      threadsRunning = false;
      await pool?.close();
    },
    prune() {
      if (cacheDir === undefined) return;
      cache?.prune(asked);
      dropOtherEnginesHighlights(cacheDir);
    },
  };
}
