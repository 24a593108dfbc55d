/** The API tables generated from the site's component types (the `apiParser` option). */
export { apiDefinitions, apiError, apiStatus } from 'virtual:docs-engine/api';
