import { fileURLToPath } from 'node:url';

const at = (relative: string): string => fileURLToPath(new URL(relative, import.meta.url));

export const REPO_ROOT = at('../');
export const SITE_DIST = at('../site/dist/');
export const RESULTS_DIR = at('./results/');
export const ENGINE_CLI = at('../packages/docs-engine/bin/docs-engine.js');
export const DRAWER_ROOT = at('../packages/drawer/');
export const BENCH_DIR = at('./');
