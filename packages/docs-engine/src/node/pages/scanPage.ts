import type { Root } from 'mdast';
import type { Locale, PageMeta, SearchText } from '../../shared/types.ts';
import { extractSearchTexts } from '../extractSearchTexts.ts';
import { collectApiTables, type ApiTableRef } from '../markdown/collectApiTables.ts';
import { collectComponents } from '../markdown/collectComponents.ts';
import { parseMarkdown } from '../markdown/parseMarkdown.ts';
import { expandEmbeds } from '../markdown/remarkEmbed.ts';
import { transformContainers } from '../markdown/transformContainers.ts';
import { transformDemos, type PageDemo } from '../markdown/transformDemos.ts';
import { transformHeadings } from '../markdown/transformHeadings.ts';
import { pageMeta, tabTitle } from './pageMeta.ts';
import { readFrontmatter, type Frontmatter } from './readFrontmatter.ts';
import { readSourceFile } from './readSourceFile.ts';

export interface PageSource {
  /** Absolute path of the .md file. */
  file: string;
  /** Path relative to the docs folder, e.g. 'demo/getContainer.md'. */
  relativeFile: string;
  /** Route path, in the page's locale: '/zh-CN/demo/base'. */
  routePath: string;
  /** Id of the locale the file is written in. */
  locale: string;
  /** How errors name the file, e.g. 'site/docs/demo/getContainer.md'. */
  displayFile: string;
  /** Page file path relative to the site root, for PageMeta.filename. */
  filename: string;
  /** Content tabs (`page.$tab-<key>.md`), each compiled like a page of its own. */
  tabs: (PageSource & { key: string })[];
  /** For the dev server, which keeps the demos marked `debug`. */
  development?: boolean;
  /** The folders the page may read embedded files and demos from (see projectRoots). */
  allowedRoots: string[];
  /** The site's locales but the default: a link to `other.zh-CN.md` goes to its translation. */
  translations: Locale[];
}

export interface ScannedPage {
  meta: PageMeta;
  /** Id of the locale the page is written in. */
  locale: string;
  demos: PageDemo[];
  texts: SearchText[];
  /**
   * The `<API>` tables of the page, then of its tabs: the search data adds the page's rows once
   * the types are read, and the build checks that each table names a component they hold.
   */
  apiTables: ApiTableRef[];
  /** Files the page includes through `<embed>`: a change to one changes the page. */
  embeddedFiles: string[];
  components: Set<string>;
}

/**
 * Transforms a page's Markdown tree as compiling and scanning both need it (embeds expanded,
 * containers, heading ids, demos), returning what was found on the way.
 */
function transformTree(
  tree: Root,
  source: PageSource,
  display: (file: string) => string,
): { toc: PageMeta['toc']; demos: PageDemo[]; embeddedFiles: string[] } {
  const embeddedFiles: string[] = [];
  expandEmbeds(tree, {
    file: source.file,
    display,
    allowedRoots: source.allowedRoots,
    onEmbed: (file) => embeddedFiles.push(file),
  });
  transformContainers(tree, source.displayFile);
  const toc = transformHeadings(tree);
  const demos = transformDemos(tree, source);
  return { toc, demos, embeddedFiles };
}

/** What a scan learns from one Markdown file: the page's own, or one of its tabs. */
export interface FileScan {
  frontmatter: Frontmatter;
  toc: PageMeta['toc'];
  demos: PageDemo[];
  embeddedFiles: string[];
  texts: SearchText[];
  apiTables: ApiTableRef[];
  components: Set<string>;
}

/**
 * Everything the engine learns from a file before compiling it, transforming its tree on the
 * way: the compiler calls it on the tree it compiles, so both see the same headings, ids and
 * demos, and a build parses each file once for both.
 */
export function scanTree(
  tree: Root,
  source: PageSource,
  display: (file: string) => string,
): FileScan {
  const frontmatter = readFrontmatter(tree, source.displayFile);
  const transformed = transformTree(tree, source, display);
  return {
    frontmatter,
    ...transformed,
    texts: extractSearchTexts(tree),
    apiTables: collectApiTables(tree, source.displayFile, display),
    components: collectComponents(tree),
  };
}

/** A page's scan from the scans of its file and of its tabs' files (in the source's order). */
export function scannedPage(
  source: PageSource,
  lastUpdated: number,
  page: FileScan,
  tabScans: FileScan[],
): ScannedPage {
  const tabs = source.tabs.map((tab, index) => {
    const scanned = tabScans[index];
    if (!scanned) throw new Error(`${tab.displayFile} was not scanned`);
    return {
      key: tab.key,
      meta: { title: tabTitle(scanned.frontmatter, tab.key), toc: scanned.toc },
      demos: scanned.demos,
      files: scanned.embeddedFiles,
      apiTables: scanned.apiTables.map((table) => ({ ...table, tab: tab.key })),
    };
  });
  const meta = pageMeta({
    source,
    frontmatter: page.frontmatter,
    toc: page.toc,
    lastUpdated,
    tabs: tabs.map(({ key, meta: tabMeta }) => ({ key, meta: tabMeta })),
  });
  return {
    meta,
    locale: source.locale,
    demos: [...page.demos, ...tabs.flatMap((tab) => tab.demos)],
    texts: page.texts,
    apiTables: [...page.apiTables, ...tabs.flatMap((tab) => tab.apiTables)],
    embeddedFiles: [...page.embeddedFiles, ...tabs.flatMap((tab) => tab.files)],
    components: page.components,
  };
}

/** How a scan reads a page's text: all of it, or (for a quick index) only its head. */
export type ReadPage = (source: PageSource) => string;

const readWholePage: ReadPage = (source) => readSourceFile(source.file, source.displayFile);

function scanFile(source: PageSource, display: (file: string) => string, read: ReadPage) {
  const tree = parseMarkdown(read(source), source.file, source.displayFile);
  return scanTree(tree, source, display);
}

export function scanPage(
  source: PageSource,
  lastUpdated: number,
  display: (file: string) => string,
  read: ReadPage = readWholePage,
): ScannedPage {
  return scannedPage(
    source,
    lastUpdated,
    scanFile(source, display, read),
    source.tabs.map((tab) => scanFile(tab, display, read)),
  );
}
