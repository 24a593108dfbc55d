import type { SearchResultGroup } from '../shared/types.ts';
import { buildSearchMetadata } from './buildSearchMetadata.ts';
import { joinSearchData } from './searchDataParts.ts';
import { getSearchResult } from './getSearchResult.ts';
import type { SearchMetadata } from './searchMetadata.ts';
import { warmUpQueries } from './warmUpQueries.ts';

/**
 * The messages the search worker accepts: build the index once, then answer queries against it.
 * The payload of 'generate-metadata' (routes, demos, nav) comes as JSON texts, a head and a part
 * per section (see splitSearchData), parsed here: the page then neither evaluates nor copies it as
 * objects (27 MB of them at 5,000 pages), and posting strings is one copy.
 */
export type SearchRequest =
  | { action: 'generate-metadata'; args: readonly string[] }
  | { action: 'get-search-result'; args: { keywords: string } };

export interface SearchSession {
  /** Handles one message; a query is answered with its groups, metadata generation with nothing. */
  handle(request: SearchRequest): SearchResultGroup[] | undefined;
}

/**
 * The state the worker keeps between messages; the main-thread fallback uses the same. With
 * `warmUp`, building the index also runs a few queries, so the reader's first ones are as fast
 * as the rest: for a worker, whose time between building and the first keystroke is idle anyway.
 */
export function createSearchSession({ warmUp = false }: { warmUp?: boolean } = {}): SearchSession {
  let metadata: SearchMetadata = { pages: [] };
  return {
    handle(request) {
      switch (request.action) {
        case 'generate-metadata':
          metadata = buildSearchMetadata(joinSearchData(request.args));
          if (warmUp && metadata.index) {
            for (const query of warmUpQueries(metadata.index)) getSearchResult(metadata, query);
          }
          return undefined;
        case 'get-search-result':
          return getSearchResult(metadata, request.args.keywords);
      }
    },
  };
}
