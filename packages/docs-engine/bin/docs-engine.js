#!/usr/bin/env node
import { pathToFileURL } from 'node:url';
import { ENGINE_PACKAGES, preloadPackages } from '../src/node/preloadPackages.js';
import { bundledCli } from './bundledCli.js';

const args = process.argv.slice(2);
// `dev` (and `prepare`, which starts a dev server) runs the engine bundled into JavaScript (see
// bundledCli), the other commands from its TypeScript sources through tsx, which compiles them on
// load: the workspace needs no separate build step before the site can be built.
const bundle = args.includes('dev') || args.includes('prepare') ? await bundledCli() : undefined;
if (bundle) {
  await import(pathToFileURL(bundle).href);
} else {
  if (args.includes('build')) {
    // Set before the bundler loads: its allocator (mimalloc) otherwise keeps what a bundle freed
    // for later, and a large site's build carries the browser bundle's memory through the server
    // bundle and the prerender. Returned at once, the peak is lower.
    process.env.MIMALLOC_PURGE_DELAY ??= '0';
  }
  // The engine's packages load first: see preloadPackages.
  if (args.includes('dev') || args.includes('build')) await preloadPackages(ENGINE_PACKAGES);
  const { register } = await import('tsx/esm/api');
  register();
  await import('../src/node/cli.ts');
}
