import { parentPort } from 'node:worker_threads';
import { keepHighlightedCode } from '../highlightCode.ts';
import { compilePage, type CompiledPage } from '../markdown/compilePage.ts';
import type { PageSource } from '../pages/scanPage.ts';
import { displayPath } from '../pages/scanSite.ts';
import { transferError, type TaskReply } from '../workerPool.ts';

export interface CompileTask {
  id: number;
  input: { source: PageSource; builtins: Record<string, string>; cacheDir?: string };
}

let keeping = false;

// One thread compiles many pages: its MDX compiler and Shiki highlighter load once.
parentPort?.on('message', ({ id, input }: CompileTask) => {
  if (input.cacheDir !== undefined && !keeping) {
    keepHighlightedCode(input.cacheDir);
    keeping = true;
  }
  compilePage(input.source, input.builtins, displayPath).then(
    (value) => parentPort?.postMessage({ id, value } satisfies TaskReply<CompiledPage>),
    (error: unknown) =>
      parentPort?.postMessage({
        id,
        error: transferError(error),
      } satisfies TaskReply<CompiledPage>),
  );
});
