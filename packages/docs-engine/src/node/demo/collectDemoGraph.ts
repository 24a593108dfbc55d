import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { init, parse } from 'es-module-lexer';
import type * as Sucrase from 'sucrase';
import { readSourceFile } from '../pages/readSourceFile.ts';
import { displayPath } from '../pages/scanSite.ts';

/** A specifier the demo imports, and where. */
export interface DemoImport {
  specifier: string;
  /** 1-based line in the importing file. */
  line: number;
}

/** A local import that points at no file. */
export interface MissingImport extends DemoImport {
  importer: string;
}

export interface DemoGraph {
  /** Absolute paths of every local file the entry reaches, entry first. */
  files: string[];
  /** Bare specifiers anywhere in the graph, e.g. 'react', '@drawer/react/assets/index.css'. */
  bareSpecifiers: string[];
  /** What the entry itself imports at run time, in source order, without type-only imports. */
  entryImports: DemoImport[];
  entryHasDefaultExport: boolean;
  missing: MissingImport[];
}

const SCRIPT_EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js', '.mjs'];
const RESOLVE_EXTENSIONS = [...SCRIPT_EXTENSIONS, '.json', '.css'];

export function isLocalSpecifier(specifier: string): boolean {
  return specifier.startsWith('./') || specifier.startsWith('../') || specifier.startsWith('/');
}

/** Resolves a local import the way Vite does for these extensions; undefined when no file matches. */
export function resolveLocalImport(importer: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(importer), specifier);
  const candidates = [
    base,
    ...RESOLVE_EXTENSIONS.map((ext) => base + ext),
    ...RESOLVE_EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
  ];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

/**
 * `import type … from './x'` and `export type … from './x'`: gone at run time, but an exported
 * sandbox type-checks, so the file belongs in the demo's sources.
 */
const TYPE_IMPORT = /^[ \t]*(?:import|export)\s+type\s[^'";]*?\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]/gm;

function scriptTransforms(file: string): Sucrase.Transform[] {
  const ext = path.extname(file);
  const transforms: Sucrase.Transform[] = [];
  if (ext === '.ts' || ext === '.tsx') transforms.push('typescript');
  if (ext !== '.ts') transforms.push('jsx');
  return transforms;
}

/** Sucrase's error as editors and terminals read it: `file:line:column: reason`. */
function syntaxError(file: string, error: unknown): Error {
  const { message, loc } = error as { message?: string; loc?: { line: number; column: number } };
  const reason = String(message).replace(/ \(\d+:\d+\)$/, '');
  const at = loc ? `:${loc.line}:${loc.column}` : '';
  return new Error(`${displayPath(file)}${at}: ${reason}`);
}

/**
 * Reads a script's imports. Sucrase first strips types and JSX (keeping line numbers, and
 * dropping `import type`, which is no run-time dependency) so the ES module lexer can read it.
 */
function readImports(
  transform: typeof Sucrase.transform,
  file: string,
  code: string,
): { imports: DemoImport[]; typeImports: DemoImport[]; hasDefaultExport: boolean } {
  let js;
  try {
    js = transform(code, {
      transforms: scriptTransforms(file),
      jsxRuntime: 'classic',
      keepUnusedImports: true,
      production: true,
    }).code;
  } catch (error) {
    throw syntaxError(file, error);
  }
  const [imports, exports] = parse(js, file);
  return {
    imports: imports.flatMap((entry) =>
      entry.n === undefined
        ? []
        : [{ specifier: entry.n, line: js.slice(0, entry.ss).split('\n').length }],
    ),
    typeImports: [...code.matchAll(TYPE_IMPORT)].map((match) => ({
      specifier: match[1] ?? '',
      line: code.slice(0, match.index).split('\n').length,
    })),
    hasDefaultExport: exports.some((entry) => entry.n === 'default'),
  };
}

/** Walks the local import graph of a demo entry. Throws on a syntax error, with the file named. */
export async function collectDemoGraph(entryFile: string): Promise<DemoGraph> {
  await init;
  // Loaded here, not with the module: a build whose pages' Markdown comes from its cache reads no
  // demo (a tenth of the main thread's start in a rebuild, with Shiki).
  const { transform } = await import('sucrase');
  const graph: DemoGraph = {
    files: [],
    bareSpecifiers: [],
    entryImports: [],
    entryHasDefaultExport: false,
    missing: [],
  };
  const seen = new Set<string>();
  const queue = [entryFile];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    graph.files.push(file);
    if (!SCRIPT_EXTENSIONS.includes(path.extname(file))) continue;
    const { imports, typeImports, hasDefaultExport } = readImports(
      transform,
      file,
      readSourceFile(file, displayPath(file)),
    );
    if (file === entryFile) {
      graph.entryImports = imports;
      graph.entryHasDefaultExport = hasDefaultExport;
    }
    for (const item of [...imports, ...typeImports]) {
      if (!isLocalSpecifier(item.specifier)) {
        if (!graph.bareSpecifiers.includes(item.specifier))
          graph.bareSpecifiers.push(item.specifier);
        continue;
      }
      const resolved = resolveLocalImport(file, item.specifier);
      if (resolved === undefined) graph.missing.push({ ...item, importer: file });
      else queue.push(resolved);
    }
  }
  return graph;
}
