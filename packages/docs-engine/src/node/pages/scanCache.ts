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

/**
 * The dev server's page scans, each kept until one of the files it read changes: a page edit
 * rescans that page alone. `head` reads a page's frontmatter and title only, enough for the
 * navigation; `whole` reads it all, for its table of contents, demos and search texts.
 */
export function createScanCache(): { head: Scan; whole: Scan } {
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
  return { head: cached('head', scanHead), whole: cached('whole', scanWhole) };
}
