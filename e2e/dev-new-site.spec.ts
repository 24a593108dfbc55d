import { execFileSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from './consoleErrors.ts';
import { startDevServerProcess, stopDevServerProcess } from './devServerProcess.ts';
import { DEV_NEW_SITE_PORT as PORT } from './ports.ts';

// `dev` on a site it has never seen, with no slots of its own: React and the engine's runtime
// come bundled from the engine's store (made by `npm ci`'s prepare, run here too), so Vite's
// optimizer bundles only what the site adds: here a CommonJS package of its own, in a demo.
const URL = `http://127.0.0.1:${PORT}`;
const ROOT = path.resolve(`e2e/dev-new-site.tmp.${process.pid}`);
const CLI = 'packages/docs-engine/bin/docs-engine.js';
const write = (file: string, content: string) => {
  mkdirSync(path.dirname(path.join(ROOT, file)), { recursive: true });
  writeFileSync(path.join(ROOT, file), content);
};
let server: ChildProcess;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  execFileSync('node', [CLI, 'prepare'], { stdio: 'inherit' });
  write('.docsrc.ts', "export default { title: 'New site' };\n");
  write('docs/index.md', '# Welcome\n\nA new site.\n\n<code src="./demos/Greeting.tsx"></code>\n');
  write(
    'docs/demos/Greeting.tsx',
    "import { greet } from 'cjs-greeting';\n\nexport default function Greeting() {\n  return <p>{greet('reader')}</p>;\n}\n",
  );
  write(
    'node_modules/cjs-greeting/package.json',
    JSON.stringify({ name: 'cjs-greeting', version: '1.0.0', main: 'index.js' }),
  );
  write(
    'node_modules/cjs-greeting/index.js',
    "'use strict';\nexports.greet = function (name) { return 'Hello, ' + name + ' (CommonJS)'; };\n",
  );
  server = await startDevServerProcess(ROOT, PORT);
});

test.afterAll(async () => {
  await stopDevServerProcess(server);
  rmSync(ROOT, { recursive: true, force: true, maxRetries: 10 });
});

test("a new site shows its page, with a demo importing a CommonJS package of the site's own", async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await page.goto(`${URL}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('Hello, reader (CommonJS)')).toBeVisible({ timeout: 30_000 });
  expect(errors).toEqual([]);
});

test('an edit shows in place, and a broken edit shows its error until fixed', async ({ page }) => {
  await page.goto(`${URL}/`);
  await expect(page.getByText('Hello, reader (CommonJS)')).toBeVisible({ timeout: 30_000 });
  await page.evaluate(() => Object.assign(window, { keptSinceOpened: true }));
  const file = path.join(ROOT, 'docs/index.md');
  const source = readFileSync(file, 'utf8');
  writeFileSync(file, source.replace('A new site.', 'An edited site.'));
  await expect(page.getByText('An edited site.')).toBeVisible({ timeout: 30_000 });
  expect(await page.evaluate(() => 'keptSinceOpened' in window)).toBe(true);

  writeFileSync(file, `${source}\n<div>Unclosed\n`);
  const overlay = page.locator('vite-error-overlay');
  await expect(overlay).toContainText('index.md', { timeout: 30_000 });
  writeFileSync(file, `${source}\nFixed again.\n`);
  await expect(page.getByText('Fixed again.')).toBeVisible({ timeout: 30_000 });
  await expect(overlay).toHaveCount(0);
});
