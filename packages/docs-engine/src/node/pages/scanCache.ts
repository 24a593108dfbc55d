import { statSync } from 'node:fs';
import { readPageHead } from './readPageHead.ts';
import { displayPath } from './scanSite.ts';
import { scanPage, type PageSource, type ScannedPage } from './scanPage.ts';
import { scanPageHead } from './scanPageHead.ts';

type Scan = (source: PageSource, lastUpdated: number) => ScannedPage;

/** The files a scan read, with their modification times: the scan holds while none changed. */
function versionOf(files: string[], lastUpdated: number): string {
  return [lastUpdated, ...files.map((file) => statSync(file, { throwIfNoEntry: false })?.mtimeMs)]
    .map(String)
    .join(' ');
}

/** A page's head, read without the Markdown parser unless its title is marked up. */
const scanHead: Scan = (source, lastUpdated) =>
  scanPageHead(source, lastUpdated) ?? scanPage(source, lastUpdated, displayPath, readPageHead);

const scanWhole: Scan = (source, lastUpdated) => scanPage(source, lastUpdated, displayPath);

/** What the navigation and sidebars show of a page: not its headings or when it changed. */
function navigationOf({ meta }: ScannedPage): string {
  return JSON.stringify({
    ...meta,
    toc: undefined,
    lastUpdated: undefined,
    hasServerLoader: undefined,
    tabs: meta.tabs?.map((tab) => tab.meta.title),
  });
}

export interface ScanCache {
  head: Scan;
  whole: Scan;
  /**
   * Rescans the head of a page whose file changed, and says whether what the navigation shows
   * of it (title, nav, group, order...) changed: an edit to its text alone rebuilds nothing else.
   */
  navigationChanged(source: PageSource): boolean;
}

/**
 * The dev server's page scans, each kept until one of the files it read changes: a page edit
 * rescans that page alone. `head` reads a page's frontmatter and title only, enough for the
 * navigation; `whole` reads it all, for its table of contents, demos and search texts.
 */
export function createScanCache(): ScanCache {
  const cache = new Map<string, { version: string; page: ScannedPage }>();
  const cached =
    (kind: string, scan: Scan): Scan =>
    (source, lastUpdated) => {
      const key = `${kind}:${source.file}`;
      const sourceFiles = [source.file, ...source.tabs.map((tab) => tab.file)];
      const hit = cache.get(key);
      if (
        hit &&
        hit.version === versionOf([...sourceFiles, ...hit.page.embeddedFiles], lastUpdated)
      )
        return hit.page;
      const page = scan(source, lastUpdated);
      cache.set(key, {
        version: versionOf([...sourceFiles, ...page.embeddedFiles], lastUpdated),
        page,
      });
      return page;
    };
  const head = cached('head', scanHead);
  return {
    head,
    whole: cached('whole', scanWhole),
    navigationChanged(source) {
      const before = cache.get(`head:${source.file}`)?.page;
      return (
        !before || navigationOf(before) !== navigationOf(head(source, before.meta.lastUpdated))
      );
    },
  };
}
