#!/usr/bin/env node
// The engine is written in TypeScript and run from source: tsx compiles it on load, so the
// workspace needs no separate build step before the site can be built.
import { register } from 'tsx/esm/api';

// `dev` loads Vite before tsx's loader is in place: Vite is JavaScript, and its modules load in
// half the time when they do not pass through the loader's thread (0.6 s of the server's start).
if (process.argv.slice(2).includes('dev')) {
  await Promise.all([import('vite'), import('@vitejs/plugin-react')]);
}
register();
await import('../src/node/cli.ts');
