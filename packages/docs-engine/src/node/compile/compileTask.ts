import type { ParsedMarkdown } from '../markdown/parseMarkdown.ts';
import { highlightDemoSources } from '../demo/renderDemoModule.ts';
import { keepHighlightedCode } from '../highlightCode.ts';
import { prepareMarkdown, type MarkdownSettings } from '../llms/threadMarkdown.ts';
import { compilePage, type CompiledPage } from '../markdown/compilePage.ts';
import { rememberScan } from '../pages/cachedScanPage.ts';
import { scannedPage, type PageSource, type ScannedPage } from '../pages/scanPage.ts';
import { displayPath } from '../pages/scanSite.ts';
import { answerTasks } from '../workerPool.ts';

/**
 * A page to compile; or to scan, which compiles it and its tabs as well (the compile parses
 * each file once for both) and, when there is a `cacheDir`, keeps the scan in the scan cache
 * and, with `markdown`, the page's Markdown in the Markdown cache, from the same trees.
 */
export interface CompileTask {
  id: number;
  input: {
    kind: 'compile' | 'scan';
    source: PageSource;
    builtins: Record<string, string>;
    cacheDir?: string;
    markdown?: MarkdownSettings;
  };
}

export interface ScannedAndCompiled {
  /** The page's scan, its time of last update left at 0 for the main thread to set. */
  page: ScannedPage;
  /** The page's compiled module, then each tab's, in the source's order. */
  compiled: CompiledPage[];
}

export type CompileTaskResult = CompiledPage | ScannedAndCompiled;

let keeping = false;
/** The demo files whose code this thread highlighted: every page showing one asks again. */
const highlightedDemos = new Set<string>();

/**
 * Highlights the page's demos' code into the highlighted-code cache, once per demo file on this
 * thread. A demo that fails here (an import that points at no file) fails the build later, where
 * the bundle loads it, with its tag and line.
 */
async function highlightDemos(page: ScannedPage) {
  const entryFiles = page.demos
    .map((demo) => demo.entryFile)
    .filter((entryFile) => !highlightedDemos.has(entryFile));
  for (const entryFile of entryFiles) highlightedDemos.add(entryFile);
  await Promise.all(
    entryFiles.map((entryFile) => highlightDemoSources(entryFile).catch(() => undefined)),
  );
}

async function scanAndCompile({ source, builtins, cacheDir, markdown }: CompileTask['input']) {
  const files = [source, ...source.tabs];
  const keepParsed = cacheDir !== undefined && markdown !== undefined;
  const results = await Promise.all(
    files.map((file) => compilePage(file, builtins, displayPath, { keepParsed })),
  );
  const [own, ...tabs] = results;
  if (!own) throw new Error(`${source.displayFile} did not compile`);
  const page = scannedPage(
    source,
    0,
    own.scan,
    tabs.map((tab) => tab.scan),
  );
  if (cacheDir !== undefined) {
    rememberScan(cacheDir, source, page);
    await highlightDemos(page);
    if (markdown) {
      const parsed = new Map<string, ParsedMarkdown>();
      files.forEach(({ file }, index) => {
        const markdown = results[index]?.parsed;
        if (markdown) parsed.set(file, markdown);
      });
      await prepareMarkdown(cacheDir, markdown, source, page, parsed);
    }
  }
  return { page, compiled: results.map((result) => result.compiled) } satisfies ScannedAndCompiled;
}

async function run(input: CompileTask['input']): Promise<CompileTaskResult> {
  if (input.kind === 'scan') return scanAndCompile(input);
  return (await compilePage(input.source, input.builtins, displayPath)).compiled;
}

// One thread compiles many pages: its MDX compiler and Shiki highlighter load once.
answerTasks((input: CompileTask['input']) => {
  if (input.cacheDir !== undefined && !keeping) {
    keepHighlightedCode(input.cacheDir);
    keeping = true;
  }
  return run(input);
});
