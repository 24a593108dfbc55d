#!/usr/bin/env node
// The engine is written in TypeScript and run from source: tsx compiles it on load, so the
// workspace needs no separate build step before the site can be built.
import { register } from 'tsx/esm/api';

register();
await import('../src/node/cli.ts');
