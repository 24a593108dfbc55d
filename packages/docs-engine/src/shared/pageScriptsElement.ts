/**
 * Id of the JSON script in a built page that lists the scripts it needs before hydrating. Only
 * the entry reads it in the browser: a module the app shares would join the engine chunk, and the
 * entry would then load and compile React before the first paint.
 */
export const PAGE_SCRIPTS_ELEMENT = 'docs-engine-page-scripts';
