/**
 * Id of the JSON script in a built page that names the chunk of its own page, `{ route, href }`:
 * the app loads it without its section's list of page chunks, which only another page needs.
 */
export const PAGE_CHUNK_ELEMENT = 'docs-engine-page-chunk';
