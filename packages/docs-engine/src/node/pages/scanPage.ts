import type { Root } from 'mdast';
import type { PageMeta, SearchText } from '../../shared/types.ts';
import { extractSearchTexts } from '../extractSearchTexts.ts';
import { collectComponents } from '../markdown/collectComponents.ts';
import { parseMarkdown } from '../markdown/parseMarkdown.ts';
import { expandEmbeds } from '../markdown/remarkEmbed.ts';
import { transformContainers } from '../markdown/transformContainers.ts';
import { transformDemos, type PageDemo } from '../markdown/transformDemos.ts';
import { transformHeadings } from '../markdown/transformHeadings.ts';
import { pageMeta, tabTitle } from './pageMeta.ts';
import { readFrontmatter } from './readFrontmatter.ts';
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
}

export interface ScannedPage {
  meta: PageMeta;
  /** Id of the locale the page is written in. */
  locale: string;
  demos: PageDemo[];
  texts: SearchText[];
  /** Files the page includes through `<embed>`: a change to one changes the page. */
  embeddedFiles: string[];
  components: Set<string>;
}

/**
 * Everything the engine learns from a page before compiling it: the transformed Markdown tree
 * plus what was found on the way. `transformTree` is shared with the compiler so both see the
 * same headings, ids and demos.
 */
export function transformTree(
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

/** How a scan reads a page's text: all of it, or (for a quick index) only its head. */
export type ReadPage = (source: PageSource) => string;

const readWholePage: ReadPage = (source) => readSourceFile(source.file, source.displayFile);

function scanFile(source: PageSource, display: (file: string) => string, read: ReadPage) {
  const text = read(source);
  const tree = parseMarkdown(text, source.file, source.displayFile);
  const frontmatter = readFrontmatter(tree, source.displayFile);
  return { tree, frontmatter, ...transformTree(tree, source, display) };
}

export function scanPage(
  source: PageSource,
  lastUpdated: number,
  display: (file: string) => string,
  read: ReadPage = readWholePage,
): ScannedPage {
  const { tree, frontmatter, toc, demos, embeddedFiles } = scanFile(source, display, read);
  const tabs = source.tabs.map((tab) => {
    const scanned = scanFile(tab, display, read);
    return {
      key: tab.key,
      meta: { title: tabTitle(scanned.frontmatter, tab.key), toc: scanned.toc },
      demos: scanned.demos,
      files: scanned.embeddedFiles,
    };
  });
  const meta = pageMeta({
    source,
    frontmatter,
    toc,
    lastUpdated,
    tabs: tabs.map(({ key, meta: tabMeta }) => ({ key, meta: tabMeta })),
  });
  return {
    meta,
    locale: source.locale,
    demos: [...demos, ...tabs.flatMap((tab) => tab.demos)],
    texts: extractSearchTexts(tree),
    embeddedFiles: [...embeddedFiles, ...tabs.flatMap((tab) => tab.files)],
    components: collectComponents(tree),
  };
}
