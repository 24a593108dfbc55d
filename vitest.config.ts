import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { virtualModuleStubs } from './packages/docs-engine/test/virtualModuleStubs.ts';

const react18 = fileURLToPath(new URL('./fixtures/react18/node_modules/', import.meta.url));
// Testing Library's CommonJS build would require react-dom past the alias: use its ES build.
const testingLibrary = fileURLToPath(
  new URL(
    './node_modules/@testing-library/react/dist/@testing-library/react.esm.js',
    import.meta.url,
  ),
);

const drawerTests = ['packages/drawer/src/**/*.test.{ts,tsx}'];

// Limits that catch a hang, not slowness: on a machine busy with other work, Shiki's first
// highlight alone took over 5 s, Vitest's default. Set on each project, as projects do not
// inherit the root's test options.
const limits = { testTimeout: 30_000, hookTimeout: 30_000 };

export default defineConfig({
  test: {
    globalSetup: ['packages/docs-engine/test/testTempRoot.ts'],
    projects: [
      {
        test: {
          ...limits,
          name: 'drawer (React 19)',
          include: drawerTests,
          environment: 'jsdom',
        },
      },
      {
        // The same tests again with React 18: the drawer promises to work on both.
        resolve: {
          alias: [
            { find: /^@testing-library\/react$/, replacement: testingLibrary },
            { find: /^react-dom(\/.*)?$/, replacement: `${react18}react-dom$1` },
            { find: /^react(\/.*)?$/, replacement: `${react18}react$1` },
          ],
        },
        test: {
          ...limits,
          name: 'drawer (React 18)',
          include: drawerTests,
          environment: 'jsdom',
          server: { deps: { inline: ['@testing-library/react'] } },
        },
      },
      {
        plugins: [virtualModuleStubs()],
        test: {
          ...limits,
          name: 'docs-engine',
          include: ['packages/docs-engine/src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          ...limits,
          name: 'scripts',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          ...limits,
          name: 'bench',
          include: ['bench/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
