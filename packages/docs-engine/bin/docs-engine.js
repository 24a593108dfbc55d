#!/usr/bin/env node
// The engine is written in TypeScript and run from source: tsx compiles it on load, so the
// workspace needs no separate build step before the site can be built.
import { register } from 'tsx/esm/api';
import { ENGINE_PACKAGES, preloadPackages } from '../src/node/preloadPackages.js';

const args = process.argv.slice(2);
if (args.includes('build')) {
  // Set before the bundler loads: its allocator (mimalloc) otherwise keeps what a bundle freed
  // for later, and a large site's build carries the browser bundle's memory through the server
  // bundle and the prerender. Returned at once, the peak is lower.
  process.env.MIMALLOC_PURGE_DELAY ??= '0';
}
// The engine's packages load first: see preloadPackages.
if (args.includes('dev') || args.includes('build')) await preloadPackages(ENGINE_PACKAGES);
register();
await import('../src/node/cli.ts');
