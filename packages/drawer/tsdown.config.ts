import { defineConfig } from 'tsdown';

// Browser support: the last two versions of Chrome, Edge and Firefox, and Safari 15.5+. ES2020
// covers them all (optional chaining, nullish coalescing); newer syntax is lowered, no polyfills are
// added.
// react and react-dom are peers, so they stay external.
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  target: 'es2020',
  platform: 'neutral',
  sourcemap: false,
  clean: true,
  // `exports.default`, as rc-drawer's CommonJS build has, so the `export default` types are right.
  cjsDefault: false,
  // Rolldown's [PLUGIN_TIMINGS] table (the declaration plugin is slow on a busy machine) says
  // nothing someone building the package can act on.
  checks: { pluginTimings: false },
});
