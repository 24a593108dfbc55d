import type { SearchResultGroup } from '../shared/types.ts';
import { buildSearchMetadata, type SearchMetadataInput } from './buildSearchMetadata.ts';
import { getSearchResult } from './getSearchResult.ts';
import type { SearchMetadata } from './searchMetadata.ts';

/** The messages the search worker accepts: build the index once, then answer queries against it. */
export type SearchRequest =
  | { action: 'generate-metadata'; args: SearchMetadataInput }
  | { action: 'get-search-result'; args: { keywords: string } };

export interface SearchSession {
  /** Handles one message; a query is answered with its groups, metadata generation with nothing. */
  handle(request: SearchRequest): SearchResultGroup[] | undefined;
}

/** The state the worker keeps between messages; the main-thread fallback uses the same. */
export function createSearchSession(): SearchSession {
  let metadata: SearchMetadata = { pages: [] };
  return {
    handle(request) {
      switch (request.action) {
        case 'generate-metadata':
          metadata = buildSearchMetadata(request.args);
          return undefined;
        case 'get-search-result':
          return getSearchResult(metadata, request.args.keywords);
      }
    },
  };
}
