/** Id of the JSON script in a built page that lists the scripts it needs before hydrating. */
export const PAGE_SCRIPTS_ELEMENT = 'docs-engine-page-scripts';
