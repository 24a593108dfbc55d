import type { ChildProcess } from 'node:child_process';
import {
  appendFileSync,
  closeSync,
  cpSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from './consoleErrors.ts';
import { startDevServerProcess, stopDevServerProcess } from './devServerProcess.ts';
import { DEV_PORT as PORT } from './ports.ts';

// `npm run dev` on a copy of the fixture site, so an edit can be made while it serves. The copy
// stays inside the repository (ignored by git): its pages resolve React from node_modules.
const URL = `http://127.0.0.1:${PORT}`;
const ROOT = path.resolve(`e2e/dev-site.tmp.${process.pid}`);
let server: ChildProcess;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  // A hook's time limit is the project's 30 s unless set here; the server alone may take 60 s.
  test.setTimeout(120_000);
  cpSync('e2e/fixtures/engine-site', ROOT, { recursive: true });
  // A page whose code a new site's server may show plain before its highlighter has loaded.
  writeFileSync(
    path.join(ROOT, 'docs/highlighted.md'),
    '# Highlighted\n\n```ts\nconst answer: number = 42;\n```\n',
  );
  server = await startDevServerProcess(ROOT, PORT);
});

test.afterAll(async () => {
  await stopDevServerProcess(server);
  rmSync(ROOT, { recursive: true, force: true, maxRetries: 10 });
});

test('the dev server renders pages, navigates and runs server loaders', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto(`${URL}/`);
  // The server's first page waits for Vite to bundle React and the engine's runtime for this new
  // site: seconds on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible({
    timeout: 30_000,
  });
  await page.locator('#de-content').getByRole('link', { name: 'Release statistics' }).click();
  await expect(page).toHaveURL(`${URL}/stats`);
  await expect(page.getByTestId('count')).toHaveText('7');
  expect(errors).toEqual([]);
});

test('the first page loads the runtime bundled, not one request per source file', async ({
  page,
}) => {
  const modules: string[] = [];
  page.on('request', (request) => {
    // The page's own requests: a demo shown in a frame loads the runtime there too.
    if (request.resourceType() === 'script' && request.frame() === page.mainFrame()) {
      modules.push(request.url().replace(URL, ''));
    }
  });
  await page.goto(`${URL}/display`);
  await expect(page.getByRole('heading', { level: 1, name: 'Display options' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Served one by one, the runtime and its theme were some 130 modules; bundled, the engine's
  // own files fetched apart are the search worker's starter and what the site's modules import.
  const engineSources = modules.filter((address) => address.includes('/docs-engine/src/'));
  expect(engineSources.length, engineSources.join('\n')).toBeLessThanOrEqual(4);
  expect(modules.length, modules.join('\n')).toBeLessThan(60);
});

test("the site's own slot shows in place of the default one, and an edit to it shows in place", async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await page.goto(`${URL}/`);
  const footer = page.getByTestId('fixture-footer');
  await expect(footer).toHaveText('Loader fixture: a footer of the site’s own');
  await expect(page.locator('.de-footer')).toHaveCount(0);
  // A reload would start the page afresh, without this mark.
  await page.evaluate(() => Object.assign(window, { keptSinceOpened: true }));
  const file = path.join(ROOT, 'theme/slots/Footer.tsx');
  writeFileSync(
    file,
    readFileSync(file, 'utf8').replace('a footer of the site’s own', 'an edited footer'),
  );
  await expect(footer).toHaveText('Loader fixture: an edited footer', { timeout: 30_000 });
  expect(await page.evaluate(() => 'keptSinceOpened' in window)).toBe(true);
  expect(errors).toEqual([]);
});

test('search finds a page in dev, its worker served by the dev server', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto(`${URL}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Type keywords...' }).fill('display');
  await expect(
    page
      .getByRole('listbox')
      .getByRole('option', { name: /Display options/ })
      .first(),
  ).toBeVisible({ timeout: 30_000 });
  expect(errors).toEqual([]);
});

test("a demo's live edit renders in dev, its compiler loaded without a reload", async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await page.goto(`${URL}/display`);
  const box = page.locator('#display-demo-debugdemo');
  await expect(box.getByText('Debug demo text')).toBeVisible();
  // A dependency found late would make Vite reload the page, and the edit would be lost.
  await page.evaluate(() => Object.assign(window, { keptSinceOpened: true }));
  await box.getByRole('button', { name: 'Show Code' }).click();
  const editor = box.getByRole('textbox', { name: 'Edit code with real-time preview' });
  const source = await editor.inputValue();
  await editor.fill(source.replace('Debug demo text', 'Edited live'));
  await expect(box.getByText('Edited live', { exact: true })).toBeVisible({ timeout: 30_000 });
  expect(await page.evaluate(() => 'keptSinceOpened' in window)).toBe(true);
  expect(errors).toEqual([]);
});

test('the dev server shows demos marked debug, labelled as such', async ({ page }) => {
  await page.goto(`${URL}/display`);
  const box = page.locator('#display-demo-debugdemo');
  await expect(box.getByText('Debug demo text')).toBeVisible();
  await expect(box.getByText('DEV ONLY')).toBeVisible();
});

test("a page's code shows highlighted in dev, in place once the highlighter has loaded", async ({
  page,
}) => {
  await page.goto(`${URL}/highlighted`);
  await expect(page.getByRole('heading', { level: 1, name: 'Highlighted' })).toBeVisible();
  await expect(page.getByText('const answer: number = 42;')).toBeVisible();
  // A reload would start the page afresh, without this mark.
  await page.evaluate(() => Object.assign(window, { keptSinceOpened: true }));
  await expect(page.locator('.shiki span[style*="--shiki-dark"]').first()).toBeVisible({
    timeout: 30_000,
  });
  expect(await page.evaluate(() => 'keptSinceOpened' in window)).toBe(true);
});

test('an edited page shows the change without a restart', async ({ page }) => {
  await page.goto(`${URL}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  appendFileSync(path.join(ROOT, 'docs/index.md'), '\nEdited while the server runs.\n');
  await expect(page.getByText('Edited while the server runs.')).toBeVisible({ timeout: 30_000 });
});

test("an edit to a page's text updates it in place, its table of contents with it", async ({
  page,
}) => {
  await page.goto(`${URL}/display`);
  await expect(page.getByRole('heading', { level: 1, name: 'Display options' })).toBeVisible();
  // A reload would start the page afresh, without this mark.
  await page.evaluate(() => Object.assign(window, { keptSinceOpened: true }));
  appendFileSync(path.join(ROOT, 'docs/display.md'), '\n## Added while open\n\nNew paragraph.\n');
  await expect(page.getByText('New paragraph.')).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByRole('navigation', { name: 'On this page' }).getByRole('link', {
      name: 'Added while open',
    }),
  ).toBeVisible();
  expect(await page.evaluate(() => 'keptSinceOpened' in window)).toBe(true);
});

test('a broken edit shows its error, and the fix shows the page again', async ({ page }) => {
  await page.goto(`${URL}/display`);
  await expect(page.getByRole('heading', { level: 1, name: /^Display/ })).toBeVisible();
  const file = path.join(ROOT, 'docs/display.md');
  const source = readFileSync(file, 'utf8');
  writeFileSync(file, `${source}\n<div>Unclosed\n`);
  const overlay = page.locator('vite-error-overlay');
  await expect(overlay).toContainText('display.md', { timeout: 30_000 });
  writeFileSync(file, `${source}\nFixed again.\n`);
  await expect(page.getByText('Fixed again.')).toBeVisible({ timeout: 30_000 });
  await expect(overlay).toHaveCount(0);
});

test('a save that empties the file before writing it updates the page in place', async ({
  page,
}) => {
  await page.goto(`${URL}/display`);
  const heading = page.getByRole('heading', { level: 1, name: 'Display options' });
  await expect(heading).toBeVisible();
  await page.evaluate(() => Object.assign(window, { keptSinceOpened: true }));
  const file = path.join(ROOT, 'docs/display.md');
  const source = readFileSync(file, 'utf8');
  // As some editors save: the file is emptied, and written a moment later.
  const descriptor = openSync(file, 'w');
  try {
    await expect(heading).toHaveCount(0, { timeout: 30_000 });
    writeSync(descriptor, `${source}\nWritten a moment later.\n`);
  } finally {
    closeSync(descriptor);
  }
  await expect(page.getByText('Written a moment later.')).toBeVisible({ timeout: 30_000 });
  await expect(heading).toBeVisible();
  expect(await page.evaluate(() => 'keptSinceOpened' in window)).toBe(true);
});

test("a page's new title shows in the navigation", async ({ page }) => {
  await page.goto(`${URL}/display`);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Display options' })).toBeVisible();
  const file = path.join(ROOT, 'docs/display.md');
  writeFileSync(
    file,
    readFileSync(file, 'utf8').replace('# Display options', '# Display settings'),
  );
  await expect(nav.getByRole('link', { name: 'Display settings' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Display settings' })).toBeVisible();
});

test('a page added or removed while the server runs joins or leaves the navigation', async ({
  page,
}) => {
  await page.goto(`${URL}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  const navLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
    name: 'Added section',
  });
  await expect(navLink).toHaveCount(0);

  const file = path.join(ROOT, 'docs/added/first.md');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, '---\nnav:\n  title: Added section\n---\n\n# Added page\n\nNew here.\n');
  await expect(navLink).toBeVisible({ timeout: 30_000 });
  await navLink.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Added page' })).toBeVisible();

  rmSync(file);
  await expect(page.getByRole('heading', { level: 1, name: 'Added page' })).toHaveCount(0, {
    timeout: 30_000,
  });
  await expect(navLink).toHaveCount(0);
});

test("an edit to the site's config reloads the open page with it", async ({ page }) => {
  await page.goto(`${URL}/`);
  // The slot's own text was edited by a test before: the site's title is what shows here.
  const footer = page.getByTestId('fixture-footer');
  await expect(footer).toHaveText(/^Loader fixture: /);
  await expect(page).toHaveTitle('Home - Loader fixture');
  const file = path.join(ROOT, '.docsrc.ts');
  writeFileSync(
    file,
    readFileSync(file, 'utf8').replace("title: 'Loader fixture'", "title: 'Edited fixture'"),
  );
  // The server starts again with the config, and the page, once it answers, reloads.
  await expect(footer).toHaveText(/^Edited fixture: /, { timeout: 30_000 });
  await expect(page).toHaveTitle('Home - Edited fixture');
});
