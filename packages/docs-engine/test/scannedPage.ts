import type { ScannedPage } from '../src/node/pages/scanPage.ts';

/** A scanned page with no content but its `<API>` tables, for tests of what the tables add. */
export function scannedPageWithTables(
  path: string,
  apiTables: ScannedPage['apiTables'],
  locale = 'en-US',
): ScannedPage {
  return {
    meta: {
      id: path,
      path,
      title: path,
      filename: `docs${path}.md`,
      lastUpdated: 0,
      toc: [],
      order: 0,
    },
    locale,
    demos: [],
    texts: [],
    apiTables,
    embeddedFiles: [],
    components: new Set(),
  };
}
