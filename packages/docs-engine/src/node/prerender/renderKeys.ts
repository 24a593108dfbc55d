import path from 'node:path';
import type { Rolldown } from 'vite';
import { contentKey } from '../contentCache.ts';

/**
 * A chunk's file name as its importers' code names it (`./page-Bx12.mjs`), and as its source map's
 * comment does. Each match starts after a separator, which keeps the search linear.
 */
const CHUNK_NAME = /(?<=^|[\s"'`/\\=])[^\s"'`/\\=]+\.mjs/g;

/** A chunk of the server bundle as a render key sees it. */
interface KeyedChunk {
  /** Its code with every chunk's file name replaced by that chunk's hash-free name. */
  stableKey: string;
  imports: string[];
  /** The page whose module it is, if any: its module id. */
  pageModule?: string;
}

/**
 * The key of each page's prerender: what its render runs. The server bundle names its chunks by
 * content hash, so one changed page renames its chunk, then its section's chunk that imports it,
 * and so on up to the entry. The key of a page reads each chunk its render can reach with chunk
 * names stripped of their hashes, and leaves out other pages' chunks and those no prerender
 * loads: a page's key changes when code it runs does, not when another page does.
 */
export function renderKeys(
  output: readonly (Rolldown.OutputChunk | Rolldown.OutputAsset)[],
  modules: {
    /** Whether a module (by the bundler's id) is a page's. */
    isPage: (moduleId: string) => boolean;
    /** Whether a module is one that no prerender loads. */
    isUnrendered: (moduleId: string) => boolean;
  },
): (url: string, pageModule: string | undefined) => string {
  const chunks = output.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  const stableNames = new Map(
    chunks.map((chunk) => [path.posix.basename(chunk.fileName), chunk.name]),
  );
  const keyed = new Map<string, KeyedChunk>();
  let entry: string | undefined;
  for (const chunk of chunks) {
    if (chunk.isEntry) entry = chunk.fileName;
    if (chunk.facadeModuleId && modules.isUnrendered(chunk.facadeModuleId)) continue;
    keyed.set(chunk.fileName, {
      stableKey: contentKey(
        chunk.code.replace(CHUNK_NAME, (name) => stableNames.get(name) ?? name),
      ),
      imports: [...chunk.imports, ...chunk.dynamicImports],
      pageModule:
        chunk.facadeModuleId && modules.isPage(chunk.facadeModuleId)
          ? chunk.facadeModuleId
          : undefined,
    });
  }
  if (!entry) throw new Error('The server build produced no entry chunk');

  /** Adds to `into` what `from` reaches, but other pages' chunks and the chunks in `known`. */
  const reach = (
    from: string,
    pageModule: string | undefined,
    into: Set<string>,
    known = new Set<string>(),
  ) => {
    const chunk = keyed.get(from);
    if (!chunk || into.has(from) || known.has(from)) return;
    if (chunk.pageModule && chunk.pageModule !== pageModule) return;
    into.add(from);
    for (const imported of chunk.imports) reach(imported, pageModule, into, known);
  };
  // What every render reaches (the pages' own chunks aside) is found once, not for each page:
  // each section's list names all its pages' chunks.
  const everyRender = new Set<string>();
  reach(entry, undefined, everyRender);
  const everyRenderKeys = [...everyRender].map((fileName) => keyed.get(fileName)?.stableKey ?? '');
  const pageChunks = new Map<string, string>();
  for (const fileName of everyRender) {
    for (const imported of keyed.get(fileName)?.imports ?? []) {
      const pageModule = keyed.get(imported)?.pageModule;
      if (pageModule) pageChunks.set(pageModule, imported);
    }
  }

  return (url, pageModule) => {
    const own = new Set<string>();
    const pageChunk = pageModule === undefined ? undefined : pageChunks.get(pageModule);
    if (pageChunk) reach(pageChunk, pageModule, own, everyRender);
    const codeKeys = [
      ...everyRenderKeys,
      ...[...own].map((fileName) => keyed.get(fileName)?.stableKey ?? ''),
    ].sort();
    return contentKey(url, ...codeKeys);
  };
}
