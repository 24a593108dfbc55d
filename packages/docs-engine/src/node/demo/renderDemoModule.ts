import { existsSync } from 'node:fs';
import path from 'node:path';
import type { DemoCode, DemoFile, DemoMeta, DemoSourceFile } from '../../shared/types.ts';
import { highlightCode } from '../highlightCode.ts';
import { attributeFlag } from '../markdown/attributeFlag.ts';
import { collectDemoGraph, isLocalSpecifier, resolveLocalImport } from './collectDemoGraph.ts';
import { DemoBuildError } from './DemoBuildError.ts';
import { demoTag, type DemoTag } from './demoTag.ts';
import { findInstalledPackage, packageName } from './installedPackage.ts';
import { markdownToHtml } from './markdownToHtml.ts';
import { readSourceFile } from '../pages/readSourceFile.ts';
import { displayPath } from '../pages/scanSite.ts';
import { demoTitle, readDemoFrontmatter } from './readDemoFrontmatter.ts';

/** One `<code src>` of a page, as the page scan found it. */
export interface DemoRef {
  id: string;
  /** Absolute path of the demo file. */
  entryFile: string;
  /** Where the `<code src>` tag was written, as errors name it. */
  tag: DemoTag;
  routeId: string;
  pageTitle: string;
  /** The tag's attributes; a bare attribute is `true`. */
  attrs: Record<string, string | true>;
}

const LANG_BY_EXTENSION: Record<string, string> = {
  '.tsx': 'tsx',
  '.ts': 'ts',
  '.jsx': 'jsx',
  '.js': 'js',
  '.mjs': 'js',
  '.json': 'json',
  '.css': 'css',
};

const JSX_RUNTIME = 'react/jsx-runtime';

function toPosix(file: string): string {
  return file.split(path.sep).join('/');
}

/** `iframe` alone, or `iframe="320"` for a frame 320 px high. */
function iframeOption(value: string | true | undefined): boolean | number | undefined {
  const height = typeof value === 'string' ? Number(value) : Number.NaN;
  return height > 0 ? height : attributeFlag(value);
}

function demoOptions(attrs: DemoRef['attrs']): DemoMeta['options'] {
  const flags = {
    defaultShowCode: attributeFlag(attrs.defaultShowCode),
    compact: attributeFlag(attrs.compact),
    inline: attributeFlag(attrs.inline),
    transform: attributeFlag(attrs.transform),
    iframe: iframeOption(attrs.iframe),
    debug: attributeFlag(attrs.debug),
  };
  return {
    ...Object.fromEntries(Object.entries(flags).filter(([, value]) => value !== undefined)),
    ...(typeof attrs.background === 'string' && { background: attrs.background }),
    ...(typeof attrs.demoUrl === 'string' && { demoUrl: attrs.demoUrl }),
  };
}

/**
 * The installed versions of the packages the demo imports. react-dom joins react even when the
 * demo does not import it: an exported sandbox mounts the demo with react-dom/client.
 */
function dependencyVersions(ref: DemoRef, bareSpecifiers: string[]): Record<string, string> {
  const names = [...new Set(bareSpecifiers.map(packageName))];
  if (names.includes('react') && !names.includes('react-dom')) names.push('react-dom');
  const versions: Record<string, string> = {};
  for (const name of names) {
    const installed = findInstalledPackage(name, path.dirname(ref.entryFile));
    if (installed === undefined) {
      throw new DemoBuildError(
        'DEMO_PACKAGE_NOT_INSTALLED',
        `${demoTag(ref)} — imports '${name}', which is not installed (run npm install ${name})`,
      );
    }
    versions[name] = installed.version;
  }
  return versions;
}

const langOf = (file: string) => LANG_BY_EXTENSION[path.extname(file)] ?? 'text';

function demoFile(entryDir: string, file: string): DemoFile {
  return { name: toPosix(path.relative(entryDir, file)), lang: langOf(file) };
}

export function sourceFile(entryDir: string, file: string): DemoSourceFile {
  return { ...demoFile(entryDir, file), code: readSourceFile(file, displayPath(file)) };
}

/**
 * A demo's files (every local file it imports, the entry first) with their code and its Shiki
 * HTML. A compile thread, whose highlighter is loaded, calls it for the demos of the pages it
 * scans: the highlighted-code cache then has them when the bundle asks for the demos' code, and
 * the main thread loads no highlighter of its own.
 */
export async function highlightDemoSources(entryFile: string): Promise<DemoCode> {
  const { files } = await collectDemoGraph(entryFile);
  const sources = files.map((file) => sourceFile(path.dirname(entryFile), file));
  const highlighted = await Promise.all(
    sources.map((source) => highlightCode(source.code, source.lang)),
  );
  return { sources, highlighted };
}

/**
 * The source of `virtual:docs-engine/demo-code/<id>`: the demo's files with their code and its Shiki
 * HTML (`DemoCode`). A module apart, so pages load it only when a reader asks for the code.
 */
export async function renderDemoCodeModule(ref: DemoRef): Promise<string> {
  const code: DemoCode = await highlightDemoSources(ref.entryFile);
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(code))});\n`;
}

/**
 * The source of `virtual:docs-engine/demo/<id>`: the demo component, its metadata as JSON, and
 * one namespace import per specifier the entry imports, so a live edit can `require` exactly
 * those modules and nothing else.
 */
export async function renderDemoModule(
  ref: DemoRef,
): Promise<{ code: string; watchFiles: string[] }> {
  if (!existsSync(ref.entryFile)) {
    throw new DemoBuildError('DEMO_FILE_NOT_FOUND', `${demoTag(ref)} — file not found`);
  }
  let graph;
  try {
    graph = await collectDemoGraph(ref.entryFile);
  } catch (error) {
    throw new DemoBuildError('DEMO_SYNTAX_ERROR', `${demoTag(ref)} — ${(error as Error).message}`);
  }
  const entryDir = path.dirname(ref.entryFile);
  const missing = graph.missing[0];
  if (missing !== undefined) {
    const importer = toPosix(path.relative(process.cwd(), missing.importer));
    throw new DemoBuildError(
      'DEMO_IMPORT_NOT_FOUND',
      `${demoTag(ref)} — ${importer}:${missing.line} imports '${missing.specifier}', which does not exist`,
    );
  }
  if (!graph.entryHasDefaultExport) {
    throw new DemoBuildError(
      'DEMO_NO_DEFAULT_EXPORT',
      `${demoTag(ref)} — the demo file has no default export (export the component to show)`,
    );
  }

  const entryCode = readSourceFile(ref.entryFile, displayPath(ref.entryFile));
  const frontmatter = readDemoFrontmatter(entryCode);
  const title = demoTitle(ref.attrs, frontmatter);
  const description =
    typeof ref.attrs.description === 'string' ? ref.attrs.description : frontmatter.description;
  const meta: DemoMeta = {
    id: ref.id,
    routeId: ref.routeId,
    pageTitle: ref.pageTitle,
    asset: {
      id: ref.id,
      ...(title !== undefined && { title }),
      ...(description !== undefined && { description: markdownToHtml(description) }),
      ...(frontmatter.keywords !== undefined && { keywords: frontmatter.keywords }),
    },
    files: graph.files.map((file) => demoFile(entryDir, file)),
    dependencies: dependencyVersions(ref, graph.bareSpecifiers),
    options: demoOptions(ref.attrs),
  };

  const specifiers = [...new Set(graph.entryImports.map((item) => item.specifier))];
  // A live edit compiles JSX with the automatic runtime, which imports this without the author
  // having written it.
  if (/\.[jt]sx$/.test(ref.entryFile) && !specifiers.includes(JSX_RUNTIME))
    specifiers.push(JSX_RUNTIME);
  const lines = [`import * as entry from ${JSON.stringify(toPosix(ref.entryFile))};`];
  specifiers.forEach((specifier, index) => {
    // Local imports are made absolute: this module is virtual and has no folder to resolve from.
    const target = isLocalSpecifier(specifier)
      ? resolveLocalImport(ref.entryFile, specifier)
      : specifier;
    lines.push(`import * as dep${index} from ${JSON.stringify(toPosix(target ?? specifier))};`);
  });
  const context = specifiers.map((specifier, index) => `${JSON.stringify(specifier)}: dep${index}`);
  lines.push(
    // Parsing a JSON string is faster than evaluating the same object literal.
    `const meta = JSON.parse(${JSON.stringify(JSON.stringify(meta))});`,
    `const loadCode = () => import(${JSON.stringify(`virtual:docs-engine/demo-code/${ref.id}`)}).then((module) => module.default);`,
    `export default { component: entry.default, meta, context: { ${context.join(', ')} }, loadCode };`,
    '',
  );
  return { code: lines.join('\n'), watchFiles: graph.files };
}
