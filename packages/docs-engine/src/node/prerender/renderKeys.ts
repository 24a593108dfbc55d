import path from 'node:path';
import type { BundleChunk } from '../bundleCache.ts';
import { contentKey } from '../contentCache.ts';
import type { ServerPages } from './serverPages.ts';

/** What comes before a chunk's file name where its importers' code names it. */
const SEPARATOR = /[\s"'`/\\=]/;

/**
 * `code` with each chunk file name in it (after a separator, up to `.mjs`: `./page-Bx12.mjs`, and
 * a source map's comment) replaced by `rename`'s answer, where it has one. Found from each `.mjs`
 * back to its separator: a regular expression trying every word took ten times as long (25 ms
 * for the bench site's 4 MB server bundle, every build).
 */
export function renameChunks(code: string, rename: (name: string) => string | undefined): string {
  let renamed = '';
  let copied = 0;
  for (let at = code.indexOf('.mjs'); at !== -1; at = code.indexOf('.mjs', at + 1)) {
    let start = at;
    while (start > copied && !SEPARATOR.test(code.charAt(start - 1))) start -= 1;
    const end = at + '.mjs'.length;
    const name =
      start < at && (start === 0 || SEPARATOR.test(code.charAt(start - 1)))
        ? rename(code.slice(start, end))
        : undefined;
    if (name === undefined) continue;
    renamed += code.slice(copied, start) + name;
    copied = end;
  }
  return renamed + code.slice(copied);
}

/** A chunk of the server bundle as a render key sees it. */
interface KeyedChunk {
  /** Its code with every chunk's file name replaced by that chunk's hash-free name. */
  stableKey: string;
  imports: string[];
  /** The page whose module it is, if any: its module id. */
  pageModule?: string;
  /** The demo whose module it is, if any: reached from the pages that show it. */
  demoModule?: string;
}

/**
 * The key of each page's prerender: what its render runs. The server bundle names its chunks by
 * content hash, so one changed page renames its chunk, then its section's chunk that imports it,
 * and so on up to the entry. The key of a page reads each chunk its render can reach with chunk
 * names stripped of their hashes, and leaves out other pages' chunks and those no prerender
 * loads: a page's key changes when code it runs does, not when another page does.
 */
export function renderKeys(
  chunks: readonly Omit<BundleChunk, 'importedCss'>[],
  modules: {
    /** Whether a module (by the bundler's id) is a page's. */
    isPage: (moduleId: string) => boolean;
    /** Whether a module is a demo's: only the pages that show it run it. */
    isDemo: (moduleId: string) => boolean;
    /** Whether a module is one that no prerender loads. */
    isUnrendered: (moduleId: string) => boolean;
    /** The pages' modules the bundle imports from outside (see ServerPages). */
    outside?: Pick<ServerPages, 'keyOf' | 'demosOf'>;
  },
): (url: string, pageModule: string | undefined) => string {
  const stableNames = new Map(
    chunks.map((chunk) => [path.posix.basename(chunk.fileName), chunk.name]),
  );

  const keyed = new Map<string, KeyedChunk>();
  let entry: string | undefined;
  const demoChunks = new Map<string, string>();
  for (const chunk of chunks) {
    if (chunk.isEntry) entry = chunk.fileName;
    const facade = chunk.facadeModuleId ?? undefined;
    if (facade && modules.isUnrendered(facade)) continue;
    const demoModule = facade && modules.isDemo(facade) ? facade : undefined;
    if (demoModule) demoChunks.set(demoModule, chunk.fileName);
    keyed.set(chunk.fileName, {
      stableKey: contentKey(renameChunks(chunk.code, (name) => stableNames.get(name))),
      imports: [...chunk.imports, ...chunk.dynamicImports],
      pageModule: facade && modules.isPage(facade) ? facade : undefined,
      demoModule,
    });
  }
  if (!entry) throw new Error('The server build produced no entry chunk');

  /** Adds to `into` what `from` reaches, but the chunks `skip` names and those in `known`. */
  const reach = (
    from: string,
    skip: (chunk: KeyedChunk) => boolean,
    into: Set<string>,
    known = new Set<string>(),
  ) => {
    const chunk = keyed.get(from);
    if (!chunk || into.has(from) || known.has(from) || skip(chunk)) return;
    into.add(from);
    for (const imported of chunk.imports) reach(imported, skip, into, known);
  };
  // What every render reaches (the pages' and demos' own chunks aside) is found once, not for
  // each page: each section's list names all its pages' chunks, and the runtime of the pages
  // from outside every demo's.
  const everyRender = new Set<string>();
  reach(
    entry,
    (chunk) => chunk.pageModule !== undefined || chunk.demoModule !== undefined,
    everyRender,
  );
  const everyRenderKeys = [...everyRender].map((fileName) => keyed.get(fileName)?.stableKey ?? '');
  const pageChunks = new Map<string, string>();
  for (const fileName of everyRender) {
    for (const imported of keyed.get(fileName)?.imports ?? []) {
      const pageModule = keyed.get(imported)?.pageModule;
      if (pageModule) pageChunks.set(pageModule, imported);
    }
  }

  return (url, pageModule) => {
    // What the page's own render runs: its chunk, or its module from outside and its demos.
    const own = new Set<string>();
    const otherPage = (chunk: KeyedChunk) =>
      chunk.pageModule !== undefined && chunk.pageModule !== pageModule;
    const ownStarts =
      pageModule === undefined
        ? []
        : [
            pageChunks.get(pageModule),
            ...(modules.outside?.demosOf(pageModule) ?? []).map((demo) => demoChunks.get(demo)),
          ];
    for (const start of ownStarts) if (start) reach(start, otherPage, own, everyRender);
    const outsideKey = pageModule === undefined ? undefined : modules.outside?.keyOf(pageModule);
    const codeKeys = [
      ...everyRenderKeys,
      ...[...own].map((fileName) => keyed.get(fileName)?.stableKey ?? ''),
      ...(outsideKey === undefined ? [] : [outsideKey]),
    ].sort();
    return contentKey(url, ...codeKeys);
  };
}
