import {
  createSearchSession,
  type SearchRequest,
} from '../../packages/docs-engine/src/search/index.ts';

export interface NodeTimings {
  /** Building the search index from the site's texts. */
  metadataMs: number;
  /** Each query, one after the other. */
  queryMs: number[];
}

/**
 * The same search functions called directly in Node, with no worker and no message copying: set
 * beside the worker's round trip, it tells the cost of the search from the cost of the messaging.
 */
export function timeQueriesInNode(request: string, queries: string[]): NodeTimings {
  const message = JSON.parse(request) as SearchRequest;
  const session = createSearchSession({ warmUp: true });
  const start = performance.now();
  session.handle(message);
  const metadataMs = performance.now() - start;
  const queryMs = queries.map((keywords) => {
    const queryStart = performance.now();
    session.handle({ action: 'get-search-result', args: { keywords } });
    return performance.now() - queryStart;
  });
  return { metadataMs, queryMs };
}
