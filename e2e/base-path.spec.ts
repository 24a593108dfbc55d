import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { serveStatic } from '@drawer/docs-engine';
import { BUILD_HOOK_TIMEOUT, buildSite } from './buildSite.ts';
import { collectConsoleErrors } from './consoleErrors.ts';
import { BASE_PATH_PORT as PORT } from './ports.ts';

let server: Server;
let outDir: string;

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(BUILD_HOOK_TIMEOUT);
  outDir = mkdtempSync(path.join(tmpdir(), 'site-drawer-base-'));
  await buildSite(['--root', 'site', '--base', '/drawer/', '--out', outDir]);
  ({ server } = await serveStatic({ root: outDir, base: '/drawer/', port: PORT }));
});

test.afterAll(() => {
  server?.close();
  rmSync(outDir, { recursive: true, force: true });
});

test('a build for the sub-path /drawer/ serves and navigates under it', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const base = `http://127.0.0.1:${PORT}/drawer`;
  await page.goto(`${base}/`);
  await expect(page.getByRole('main')).toContainText('React Drawer Component');
  await expect(page).toHaveURL(`${base}`);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Demo' }).click();
  await expect(page).toHaveURL(`${base}/demo/base`);
  await expect(page.getByRole('main')).toContainText('base');
  await page.goto(`${base}/changelog`);
  await expect(page.getByRole('heading', { name: '4.0.0', exact: true })).toBeVisible();
  const notFound = await page.goto(`${base}/nope`);
  expect(notFound?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'PAGE NOT FOUND' })).toBeVisible();
  expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
});
