#!/usr/bin/env node
import { pathToFileURL } from 'node:url';
import { ENGINE_PACKAGES, preloadPackages } from '../src/node/preloadPackages.js';
import { bundledCli } from './bundledCli.js';
import { purgeDelay } from './purgeDelay.js';

const args = process.argv.slice(2);
const delay = purgeDelay(args);
if (delay !== undefined) process.env.MIMALLOC_PURGE_DELAY ??= delay;
// The engine runs bundled into JavaScript (see bundledCli), made again when its sources change:
// the workspace needs no build step of its own. Through tsx, which compiles the sources on load, a
// build starts 0.7 s later and peaks 0.1 GiB higher; that is the way only when no bundle can be made.
const bundle = await bundledCli();
if (bundle) {
  await import(pathToFileURL(bundle).href);
} else {
  // The engine's packages load first: see preloadPackages.
  if (args.includes('dev') || args.includes('build')) await preloadPackages(ENGINE_PACKAGES);
  const { register } = await import('tsx/esm/api');
  register();
  await import('../src/node/cli.ts');
}
