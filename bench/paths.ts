import { fileURLToPath } from 'node:url';

const at = (relative: string): string => fileURLToPath(new URL(relative, import.meta.url));

export const REPO_ROOT = at('../');
export const SITE_DIST = at('../site/dist/');
export const RESULTS_DIR = at('./results/');
export const ENGINE_CLI = at('../packages/docs-engine/bin/docs-engine.js');
/** Where the engine keeps React's and its runtime's bundles for every new site (see sharedDeps). */
export const ENGINE_SHARED_DEPS = at(
  '../packages/docs-engine/node_modules/.cache/docs-engine-deps',
);
export const DRAWER_ROOT = at('../packages/drawer/');
export const BENCH_DIR = at('./');
