/** Id of the JSON script in a prerendered page that holds its server loader's data. */
export const LOADER_DATA_ELEMENT = 'docs-engine-loader-data';
