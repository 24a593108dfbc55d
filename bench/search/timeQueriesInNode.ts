import {
  buildSearchMetadata,
  getSearchResult,
  type SearchRequest,
} from '../../packages/docs-engine/src/search/index.ts';

/**
 * The same search functions called directly in Node, with no worker and no message copying: set
 * beside the worker's round trip, it tells the cost of the search from the cost of the messaging.
 */
export function timeQueriesInNode(request: string, queries: string[]): number[] {
  const message = JSON.parse(request) as Extract<SearchRequest, { action: 'generate-metadata' }>;
  const metadata = buildSearchMetadata(message.args);
  return queries.map((query) => {
    const start = performance.now();
    getSearchResult(metadata, query);
    return performance.now() - start;
  });
}
