import { rmSync } from 'node:fs';
import { loadConfig, loadSiteState } from '@drawer/docs-engine';
import { splitSearchData, type SearchRequest } from '@drawer/docs-engine/search';
import { generateSite } from '../site/generateSite.ts';

export interface GeneratedSearchData {
  /** The worker's 'generate-metadata' message, as JSON, with the site's texts and navigation. */
  request: string;
  pages: number;
  demos: number;
  /** How long the engine took to read the pages. */
  scanMs: number;
}

/**
 * Generates a site and reads it with the engine's own page scan (the first step of a build), so
 * the texts are exactly what a build of it would give the search worker, without building it.
 */
export async function searchDataOfGeneratedSite(pageCount: number): Promise<GeneratedSearchData> {
  const site = generateSite(pageCount);
  try {
    const start = performance.now();
    const { searchData, siteData } = loadSiteState(await loadConfig(site.root));
    const scanMs = performance.now() - start;
    const request: SearchRequest = {
      action: 'generate-metadata',
      // By the first segment of the path, as a build splits it, give or take deeper sections.
      args: splitSearchData(
        { ...searchData, nav: siteData.nav },
        (path) => path.split('/')[1] ?? '',
      ),
    };
    return {
      request: JSON.stringify(request),
      pages: searchData.routes.length,
      demos: searchData.demos.length,
      scanMs,
    };
  } finally {
    rmSync(site.root, { recursive: true, force: true });
  }
}
