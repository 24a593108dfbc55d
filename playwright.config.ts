import { defineConfig } from '@playwright/test';
import { PLAYWRIGHT_CHROMIUM_FLAGS, CHROMIUM_PATH } from './bench/chromium.ts';
import { DRAWER_PORT, SITE_PORT } from './e2e/ports.ts';

const chromium = { executablePath: CHROMIUM_PATH, args: PLAYWRIGHT_CHROMIUM_FLAGS };

// E2E_ONLY=drawer or E2E_ONLY=site runs only that project, and starts only its server.
const only = process.env.E2E_ONLY;

export default defineConfig({
  workers: 2,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: { launchOptions: chromium, trace: 'off' },
  projects: [
    {
      name: 'site',
      testDir: 'e2e',
      use: { baseURL: `http://127.0.0.1:${SITE_PORT}` },
    },
    {
      name: 'drawer',
      testDir: 'packages/drawer/e2e',
      use: { baseURL: `http://127.0.0.1:${DRAWER_PORT}` },
    },
  ].filter((project) => !only || project.name === only),
  webServer: [
    {
      name: 'site',
      // The production build, served the way `npm start` serves it.
      command: `node packages/docs-engine/bin/docs-engine.js preview --root site --port ${SITE_PORT}`,
      url: `http://127.0.0.1:${SITE_PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      name: 'drawer',
      // A plain page that mounts the drawer, built with Vite.
      command: `npx vite build -c packages/drawer/e2e/vite.config.ts --logLevel warn && npx vite preview -c packages/drawer/e2e/vite.config.ts --port ${DRAWER_PORT} --strictPort --host 127.0.0.1`,
      url: `http://127.0.0.1:${DRAWER_PORT}/`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ].filter((server) => !only || server.name === only),
});
