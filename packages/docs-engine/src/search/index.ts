export { buildSearchMetadata, type SearchMetadataInput } from './buildSearchMetadata.ts';
export { getSearchResult, parseKeywords, MAX_HINTS_PER_GROUP } from './getSearchResult.ts';
export {
  GROUP_ORDER_WEIGHT,
  PAGE_TITLE_WEIGHT,
  TEXT_WEIGHT,
  TITLE_WEIGHT,
} from '../shared/constants.ts';
export { joinSearchData, splitSearchData } from './searchDataParts.ts';
export { matchSnippet, SNIPPET_LEAD_LENGTH } from './matchSnippet.ts';
export { createSearchSession, type SearchRequest, type SearchSession } from './searchSession.ts';
export type { SearchMetadata } from './searchMetadata.ts';
