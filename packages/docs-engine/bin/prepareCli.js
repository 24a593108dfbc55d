#!/usr/bin/env node
// Run at install (the workspace root's `prepare`, which `npm ci` runs): a fresh clone's first
// command finds the CLI and the compile and compress threads bundled rather than bundling them
// first, and its first new site finds React and the engine's runtime bundled (see sharedDeps). A
// failure only warns: each is bundled when first needed, as before.
import { spawnSync } from 'node:child_process';
import { bundledCli, COMPILE_THREAD, COMPRESS_THREAD } from './bundledCli.js';

await bundledCli(COMPILE_THREAD);
await bundledCli(COMPRESS_THREAD);
const bundle = await bundledCli();
if (bundle) {
  const prepared = spawnSync(process.execPath, [bundle, 'prepare'], { stdio: 'inherit' });
  if (prepared.status !== 0) {
    console.warn(
      "React and the engine's runtime could not be bundled for new sites: a new site's first dev start bundles them, which takes a second longer",
    );
  }
}
