import path from 'node:path';
import { createProcessor } from '@mdx-js/mdx';
import type { Program } from 'estree';
import type { Root } from 'mdast';
import { VFile } from 'vfile';
import { BuildError } from '../../shared/BuildError.ts';
import { readSourceFile } from '../pages/readSourceFile.ts';
import { scanTree, type FileScan, type PageSource } from '../pages/scanPage.ts';
import { collectComponents } from './collectComponents.ts';
import { escapeHeadingIds } from './headingIds.ts';
import { importPageImages } from './importPageImages.ts';
import type { ParsedMarkdown } from './parseMarkdown.ts';
import { resolvePageLinks } from './resolvePageLinks.ts';
import type { StandaloneParts } from './standalonePage.ts';
import { syntaxPlugins } from './syntaxPlugins.ts';
import { toBuildError } from './toBuildError.ts';
import { transformCodeBlocks } from './transformCodeBlocks.ts';

export interface CompiledPage {
  code: string;
  /** Files besides the page whose change means recompiling it. */
  watchFiles: string[];
  /**
   * What the page's modules made outside the bundler are made of (see standalonePage); none for a
   * page that imports files of its own (an `import` line, an image, a tab), which is bundled.
   */
  standalone?: StandaloneParts;
}

export interface CompiledAndScanned {
  compiled: CompiledPage;
  /** The file's scan, from the same tree: a build needs no parse of its own for it. */
  scan: FileScan;
  /** The tree as parsed, before any transform, when asked for (`keepParsed`). */
  parsed?: ParsedMarkdown;
}

/** Names the page's own `import`/`export` statements bring into scope. */
function declaredNames(tree: Root): Set<string> {
  const names = new Set<string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const [name] of node.value.matchAll(/\b[A-Z]\w*\b/g)) names.add(name);
  }
  return names;
}

/** The folder of the site's pages, which the page's path is relative to. */
const docsDirOf = (source: PageSource): string =>
  path.resolve(path.dirname(source.file), '../'.repeat(source.relativeFile.split('/').length - 1));

/**
 * Compiles a page to an ES module: the MDX component as default export, plus `demos` (the page's
 * live demos by id) and `builtins` (the theme components it uses, imported only by the pages
 * that use them, so each page's chunk carries just what it needs).
 */
export async function compilePage(
  source: PageSource,
  builtins: Record<string, string>,
  display: (file: string) => string,
  { keepParsed = false }: { keepParsed?: boolean } = {},
): Promise<CompiledAndScanned> {
  let scan: FileScan | undefined;
  let used = new Set<string>();
  let linkedFiles: string[] = [];
  let imageFiles: string[] = [];
  let importsFiles = false;

  const remarkPage = () => async (tree: Root) => {
    scan = scanTree(tree, source, display);
    linkedFiles = resolvePageLinks(tree, {
      file: source.file,
      docsDir: docsDirOf(source),
      translations: source.translations,
      display,
    });
    imageFiles = importPageImages(tree, {
      file: source.file,
      display,
      allowedRoots: source.allowedRoots,
    });
    await transformCodeBlocks(tree, source.displayFile);
    used = collectComponents(tree);
    importsFiles = imageFiles.length > 0 || tree.children.some((node) => node.type === 'mdxjsEsm');
    const declared = declaredNames(tree);
    for (const name of used) {
      if (builtins[name] || declared.has(name)) continue;
      throw new BuildError(
        'UNKNOWN_COMPONENT',
        source.displayFile,
        `<${name}> is neither a builtin (${Object.keys(builtins).join(', ')}) nor imported by the page`,
      );
    }
  };

  // MDX's `compile` in its three steps, to keep the tree as parsed when asked.
  const processor = createProcessor({
    // Pages are .md files written in MDX: without this, MDX would read them as plain Markdown.
    format: 'mdx',
    remarkPlugins: [...syntaxPlugins, remarkPage],
  });
  const text = escapeHeadingIds(readSourceFile(source.file, source.displayFile));
  const file = new VFile({ value: text, path: source.file });
  let parsed: ParsedMarkdown | undefined;
  let code: string;
  try {
    const tree = processor.parse(file);
    if (keepParsed) parsed = { tree: structuredClone(tree), text };
    // MDX types the transforms' input as the ESTree they end with; it is the parser's mdast.
    const program = await processor.run(tree as unknown as Program, file);
    code = String(processor.stringify(program, file));
  } catch (error) {
    throw toBuildError(error, source.displayFile);
  }

  if (!scan) throw new Error(`${source.displayFile} compiled without being scanned`);
  const demoIds = scan.demos.map((demo) => demo.id);
  const watchFiles = [
    ...scan.embeddedFiles,
    ...scan.demos.map((demo) => demo.entryFile),
    ...linkedFiles,
    ...imageFiles,
  ];
  const usedBuiltins = [...used].filter((name) => builtins[name]);
  const lines = [
    code,
    ...usedBuiltins.map((name) => `import ${name} from ${JSON.stringify(builtins[name])};`),
    `export const builtins = { ${usedBuiltins.join(', ')} };`,
    ...demoIds.map(
      (id, i) => `import demo${i} from ${JSON.stringify(`virtual:docs-engine/demo/${id}`)};`,
    ),
    `export const demos = { ${demoIds.map((id, i) => `${JSON.stringify(id)}: demo${i}`).join(', ')} };`,
    ...source.tabs.map((tab, i) => `import * as tab${i} from ${JSON.stringify(tab.file)};`),
    `export const tabs = { ${source.tabs.map((tab, i) => `${JSON.stringify(tab.key)}: tab${i}`).join(', ')} };`,
  ];
  const standalone =
    importsFiles || source.tabs.length > 0
      ? undefined
      : { mdx: code, builtins: usedBuiltins, demoIds };
  return { compiled: { code: lines.join('\n'), watchFiles, standalone }, scan, parsed };
}
