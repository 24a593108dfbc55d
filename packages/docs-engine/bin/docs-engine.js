#!/usr/bin/env node
import { pathToFileURL } from 'node:url';
import { bundledCli } from './bundledCli.js';

// `dev` runs the engine bundled into JavaScript (see bundledCli), the other commands from its
// TypeScript sources through tsx, which compiles them on load: the workspace needs no separate
// build step before the site can be built.
const bundle = process.argv.slice(2).includes('dev') ? await bundledCli() : undefined;
if (bundle) {
  await import(pathToFileURL(bundle).href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../src/node/cli.ts');
}
