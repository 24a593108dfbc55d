import type { ScannedPage } from '../src/node/pages/scanPage.ts';
import { emptyPageMeta } from './pageMeta.ts';

/** A scanned page with no content but its `<API>` tables, for tests of what the tables add. */
export function scannedPageWithTables(
  path: string,
  apiTables: ScannedPage['apiTables'],
  locale = 'en-US',
): ScannedPage {
  return {
    meta: emptyPageMeta(path),
    locale,
    demos: [],
    texts: [],
    apiTables,
    embeddedFiles: [],
    components: new Set(),
  };
}
