import path from 'node:path';
import { minifySync, type Rolldown } from 'vite';
import { contentKey } from './contentCache.ts';
import { clientPageModule, type StandaloneParts } from './markdown/standalonePage.ts';

/** The stand-in the browser bundle imports a page by (with its number), until its file is named. */
const PLACEHOLDER = 'docs-engine-page:';
const PLACEHOLDERS = /docs-engine-page:(\d+)/g;

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
 * The pages the browser bundle leaves out: each is imported by a stand-in id, then made in
 * `generateBundle` beside the chunks it imports, minified and named by its content.
 */
export interface ClientPages {
  /** The id the bundle imports a page by (its module's bundler id), to keep it out. */
  placeholder(pageModule: string, page: { parts: StandaloneParts; meta: string }): string;
  /** Writes the pages' modules into the bundle and names them where the bundle imports them. */
  emit(
    bundle: Rolldown.OutputBundle,
    emitFile: (file: { type: 'asset'; fileName: string; source: string }) => void,
    base: string,
  ): void;
  /** A page the bundle left out, by its module's bundler id. */
  page(pageModule: string): ClientPage | undefined;
}

const relativeImport = (from: string, to: string) => {
  const relative = path.posix.relative(path.posix.dirname(from), to);
  return relative.startsWith('.') ? relative : `./${relative}`;
};

/** The bundle's modules a page's module imports: by file, but demos by their module's id. */
export interface PageImports {
  /** The module of the pages' runtime (React's JSX functions, loadBuiltin, loadStyles). */
  runtime: string;
  builtins: Record<string, string>;
  demo: (id: string) => string;
}

export function createClientPages(modules: PageImports): ClientPages {
  const pending: { pageModule: string; parts: StandaloneParts; meta: string }[] = [];
  const numbers = new Map<string, number>();
  const made = new Map<string, ClientPage>();

  return {
    placeholder(pageModule, page) {
      let number = numbers.get(pageModule);
      if (number === undefined) {
        number = pending.push({ pageModule, ...page }) - 1;
        numbers.set(pageModule, number);
      }
      return `${PLACEHOLDER}${number}`;
    },
    emit(bundle, emitFile, base) {
      const chunks = Object.values(bundle).filter(
        (item): item is Rolldown.OutputChunk => item.type === 'chunk',
      );
      const byFacade = new Map(chunks.map((chunk) => [chunk.facadeModuleId, chunk]));
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const chunkOf = (moduleId: string) => {
        const chunk = byFacade.get(moduleId);
        if (!chunk) throw new Error(`The browser bundle has no chunk of its own for ${moduleId}`);
        return chunk;
      };
      /** The stylesheets a chunk brings, with those of the chunks it imports. */
      const stylesOf = (chunk: Rolldown.OutputChunk, into: Set<string>, seen: Set<string>) => {
        if (seen.has(chunk.fileName)) return;
        seen.add(chunk.fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css);
        for (const imported of chunk.imports) {
          const next = byFile.get(imported);
          if (next) stylesOf(next, into, seen);
        }
      };
      const runtime = chunkOf(modules.runtime);
      const files: string[] = [];
      for (const { pageModule, parts, meta } of pending) {
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
        const { code: minified, errors } = minifySync('page.js', `${code}\n${meta}`, {
          module: true,
        });
        if (errors.length > 0)
          throw new Error(`${pageModule} did not minify: ${errors[0]?.message}`);
        const slug =
          pageModule
            .split('/')
            .at(-1)
            ?.replace(/[^\w-]/g, '') || 'index';
        const fileName = `assets/${slug}-${contentKey(minified).slice(0, 8)}.js`;
        emitFile({ type: 'asset', fileName, source: minified });
        files.push(fileName);
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
        chunk.code = chunk.code.replace(PLACEHOLDERS, (placeholder, index: string) => {
          const fileName = files[Number(index)];
          return fileName === undefined ? placeholder : relativeImport(chunk.fileName, fileName);
        });
      }
    },
    page(pageModule) {
      return made.get(pageModule);
    },
  };
}
