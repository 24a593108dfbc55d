import { parentPort } from 'node:worker_threads';
import { keepHighlightedCode } from '../highlightCode.ts';
import { compilePage, type CompiledPage } from '../markdown/compilePage.ts';
import { cachedScanPage } from '../pages/cachedScanPage.ts';
import { scanPage, type PageSource, type ScannedPage } from '../pages/scanPage.ts';
import { displayPath } from '../pages/scanSite.ts';
import { transferError, type TaskReply } from '../workerPool.ts';

/** A page to compile, or to scan (through the scan cache when there is a `cacheDir`). */
export interface CompileTask {
  id: number;
  input: {
    kind: 'compile' | 'scan';
    source: PageSource;
    builtins: Record<string, string>;
    cacheDir?: string;
  };
}

export type CompileTaskResult = CompiledPage | ScannedPage;

let keeping = false;
let scan: ((source: PageSource, lastUpdated: number) => ScannedPage) | undefined;

async function run({ kind, source, builtins, cacheDir }: CompileTask['input']) {
  if (kind === 'compile') return compilePage(source, builtins, displayPath);
  scan ??=
    cacheDir === undefined
      ? (page, lastUpdated) => scanPage(page, lastUpdated, displayPath)
      : cachedScanPage(cacheDir, displayPath);
  // The time it was last updated is the main thread's to set, as for any cached scan.
  return scan(source, 0);
}

// One thread compiles many pages: its MDX compiler and Shiki highlighter load once.
parentPort?.on('message', ({ id, input }: CompileTask) => {
  if (input.cacheDir !== undefined && !keeping) {
    keepHighlightedCode(input.cacheDir);
    keeping = true;
  }
  run(input).then(
    (value) => parentPort?.postMessage({ id, value } satisfies TaskReply<CompileTaskResult>),
    (error: unknown) =>
      parentPort?.postMessage({
        id,
        error: transferError(error),
      } satisfies TaskReply<CompileTaskResult>),
  );
});
