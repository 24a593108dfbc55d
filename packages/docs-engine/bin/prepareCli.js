#!/usr/bin/env node
// Run at install (the workspace root's `prepare`, which `npm ci` runs): a fresh clone's first
// `dev` finds the CLI bundled rather than bundling it first. A failure only warns (see
// bundledCli), and `dev` bundles it when it starts, as before.
import { bundledCli } from './bundledCli.js';

await bundledCli();
