import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type * as Vite from 'vite';
import type { BundleChunk } from './bundleCache.ts';
import { contentKey } from './contentCache.ts';
import { createPackCache } from './packCache.ts';
import { relativeImport } from './relativeImport.ts';
import { clientPageModule, type OutsidePage } from './markdown/standalonePage.ts';

/**
 * The stand-in the browser bundle imports a page by, until its file is named: with a key of the
 * page's module id, the same from build to build (see BundleCache).
 */
const PLACEHOLDER = 'docs-engine-page:';
const PLACEHOLDERS = /docs-engine-page:([0-9a-f]{16})/g;
const placeholderKey = (pageModule: string) => contentKey(pageModule).slice(0, 16);

/** A page the browser bundle leaves out, as the build's HTML names it. */
export interface ClientPage {
  /** Its file in the output, e.g. `assets/guide-1a2b3c4d.js`. */
  file: string;
  /**
   * The bundle's modules it imports besides its runtime, the app, which every page loads: its
   * builtins by file, its demos by module id.
   */
  modules: string[];
}

/**
 * The pages the browser bundle leaves out: each is imported by a stand-in id, then made once the
 * bundle is written, beside the chunks it imports, minified and named by its content.
 */
export interface ClientPages {
  /** The id the bundle imports a page by (its module's bundler id), to keep it out. */
  placeholder(pageModule: string): string;
  /**
   * Makes the pages' modules, to be written beside the bundle's chunks, and the chunks that import
   * them with their names in place of their stand-ins; `write` takes each, by its file name in
   * the output.
   */
  emit(options: {
    pages: readonly OutsidePage[];
    chunks: readonly BundleChunk[];
    base: string;
    write: (fileName: string, content: string) => void;
  }): Promise<void>;
  /** A page the bundle left out, by its module's bundler id. */
  page(pageModule: string): ClientPage | undefined;
  /** Drops the minified pages kept from earlier builds that this one did not make. */
  prune(): void;
}

/** Where Vite's own rolldown is: the bundler the pages' chunks come from minifies them too. */
function rolldownPackage(): string {
  const vitePackage = createRequire(import.meta.url).resolve('vite/package.json');
  return createRequire(vitePackage).resolve('rolldown/package.json');
}

/** The minifier's version: its rolldown's, read from its package. */
function minifierVersion(): string {
  const { version } = createRequire(import.meta.url)(rolldownPackage()) as { version: string };
  return `rolldown ${version}`;
}

/**
 * Rolldown's minifier, which Vite's `minifySync` is, loaded from rolldown alone: a rebuild with
 * one page changed does without Vite (a tenth of a second).
 */
async function loadMinifier(): Promise<Pick<typeof Vite, 'minifySync'>> {
  const utils = createRequire(rolldownPackage()).resolve('rolldown/utils');
  return (await import(pathToFileURL(utils).href)) as Pick<typeof Vite, 'minifySync'>;
}

/** The bundle's modules a page's module imports: by file, but demos by their module's id. */
export interface PageImports {
  /** The module of the pages' runtime (React's JSX functions, loadBuiltin, loadStyles). */
  runtime: string;
  builtins: Record<string, string>;
  demo: (id: string) => string;
}

export function createClientPages(
  modules: PageImports,
  /** Where minified pages are kept between builds (`.docs-engine/cache`); none: not kept. */
  cacheDir?: string,
): ClientPages {
  const made = new Map<string, ClientPage>();
  const cache = cacheDir === undefined ? undefined : createPackCache(`${cacheDir}/client-pages`);
  const minifiedKeys = new Set<string>();
  let minifier: string | undefined;
  let minifierModule: Promise<Pick<typeof Vite, 'minifySync'>> | undefined;
  /** A page's module minified: by the minifier, or as an earlier build's minifier left it. */
  const minify = async (pageModule: string, code: string) => {
    const key = contentKey((minifier ??= minifierVersion()), code);
    minifiedKeys.add(key);
    const kept = cache?.read(key);
    if (kept) return kept.toString('utf8');
    // Loaded only for a page to minify, once.
    const { minifySync } = await (minifierModule ??= loadMinifier());
    const { code: minified, errors } = minifySync('page.js', code, { module: true });
    if (errors.length > 0) throw new Error(`${pageModule} did not minify: ${errors[0]?.message}`);
    cache?.write(key, minified);
    return minified;
  };

  return {
    placeholder(pageModule) {
      return `${PLACEHOLDER}${placeholderKey(pageModule)}`;
    },
    async emit({ pages, chunks, base, write }) {
      const byFacade = new Map(chunks.map((chunk) => [chunk.facadeModuleId, chunk]));
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const chunkOf = (moduleId: string) => {
        const chunk = byFacade.get(moduleId);
        if (!chunk) throw new Error(`The browser bundle has no chunk of its own for ${moduleId}`);
        return chunk;
      };
      /** The stylesheets a chunk brings, with those of the chunks it imports. */
      const stylesOf = (chunk: BundleChunk, into: Set<string>, seen: Set<string>) => {
        if (seen.has(chunk.fileName)) return;
        seen.add(chunk.fileName);
        for (const css of chunk.importedCss) into.add(css);
        for (const imported of chunk.imports) {
          const next = byFile.get(imported);
          if (next) stylesOf(next, into, seen);
        }
      };
      const runtime = chunkOf(modules.runtime);
      const files = new Map<string, string>();
      for (const { pageModule, parts, meta } of pages) {
        const demoChunk = (id: string) => chunkOf(modules.demo(id));
        const styles = new Set<string>();
        const seen = new Set<string>();
        for (const id of parts.demoIds) stylesOf(demoChunk(id), styles, seen);
        // Named after its content in `assets/`, beside the chunks it imports.
        const at = (file: string) => relativeImport('assets/page.js', file);
        const code = clientPageModule(parts, {
          runtime: at(runtime.fileName),
          demo: (id) => at(demoChunk(id).fileName),
          styles: [...styles].map((file) => `${base}${file}`),
        });
        const minified = await minify(pageModule, `${code}\n${meta}`);
        const slug =
          pageModule
            .split('/')
            .at(-1)
            ?.replace(/[^\w-]/g, '') || 'index';
        const fileName = `assets/${slug}-${contentKey(minified).slice(0, 8)}.js`;
        write(fileName, minified);
        files.set(placeholderKey(pageModule), fileName);
        made.set(pageModule, {
          file: fileName,
          modules: [
            ...parts.builtins.map((name) => {
              const file = modules.builtins[name];
              if (!file) throw new Error(`${pageModule} shows ${name}, which is no builtin`);
              return file;
            }),
            ...parts.demoIds.map(modules.demo),
          ],
        });
      }
      for (const chunk of chunks) {
        if (!chunk.code.includes(PLACEHOLDER)) continue;
        const code = chunk.code.replace(PLACEHOLDERS, (placeholder, key: string) => {
          const fileName = files.get(key);
          if (fileName === undefined)
            throw new Error(`${chunk.fileName} imports ${placeholder}, a page that was not made`);
          return relativeImport(chunk.fileName, fileName);
        });
        write(chunk.fileName, code);
      }
    },
    page(pageModule) {
      return made.get(pageModule);
    },
    prune() {
      cache?.prune(minifiedKeys);
    },
  };
}
