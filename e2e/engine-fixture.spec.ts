import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { serveStatic } from '@drawer/docs-engine';
import { BUILD_HOOK_TIMEOUT, buildSite } from './buildSite.ts';
import { collectConsoleErrors } from './consoleErrors.ts';
import { gotoHydrated } from './gotoHydrated.ts';
import { FIXTURE_PORT as PORT } from './ports.ts';

const ROOT = path.resolve('e2e/fixtures/engine-site');
let server: Server;
let outDir: string;

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(BUILD_HOOK_TIMEOUT);
  outDir = mkdtempSync(path.join(tmpdir(), 'engine-site-'));
  await buildSite(['--root', ROOT, '--out', outDir]);
  // The build records the server loaders: the output folder alone serves them.
  ({ server } = await serveStatic({ root: outDir, base: '/', port: PORT }));
});

test.afterAll(() => {
  server?.close();
  rmSync(outDir, { recursive: true, force: true });
});

test('a server loader’s data is embedded in the prerendered page', async ({ request }) => {
  const html = await (await request.get(`http://127.0.0.1:${PORT}/stats`)).text();
  expect(html).toContain('<span data-testid="count">7</span>');
  expect(html).toContain('id="docs-engine-loader-data"');
});

test('client-side navigation fetches the loader data with credentials', async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'session', value: 'abc', url: `http://127.0.0.1:${PORT}` }]);
  await gotoHydrated(page, `http://127.0.0.1:${PORT}/`);
  const loaderRequest = page.waitForRequest((r) => r.url().includes('/__serverLoader?'));
  await page.getByRole('main').getByRole('link', { name: 'Release statistics' }).click();
  const sent = await loaderRequest;
  const url = new URL(sent.url());
  expect(url.searchParams.get('route')).toBe('stats');
  expect(url.searchParams.get('url')).toBe('/stats');
  expect((await sent.allHeaders()).cookie).toContain('session=abc');
  await expect(page.getByTestId('count')).toHaveText('7');
  await expect(page.getByTestId('url')).toHaveText('/stats');
});

test('a loader page whose data comes after its stand-in shows the data once it arrives', async ({
  page,
}) => {
  await gotoHydrated(page, `http://127.0.0.1:${PORT}/`);
  // The data is held until the loading stand-in shows: the page's chunk is there before it.
  await page.route('**/__serverLoader?**', async (route) => {
    await page.getByRole('status').filter({ hasText: 'Loading...' }).waitFor();
    await route.continue();
  });
  await page.getByRole('main').getByRole('link', { name: 'Release statistics' }).click();
  await expect(page.getByTestId('count')).toHaveText('7');
});

test('runtime plugins hear a slow route once its page is on screen, not its stand-in', async ({
  page,
}) => {
  await gotoHydrated(page, `http://127.0.0.1:${PORT}/`);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-last-route', '/');
  let heardDuringStandIn: string | null = null;
  await page.route('**/__serverLoader?**', async (route) => {
    await page.getByRole('status').filter({ hasText: 'Loading...' }).waitFor();
    // A frame and a task later, the effects of the render that showed the stand-in have run.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))),
    );
    heardDuringStandIn = await html.getAttribute('data-last-route');
    await route.continue();
  });
  await page.getByRole('main').getByRole('link', { name: 'Release statistics' }).click();
  await expect(page.getByTestId('count')).toHaveText('7');
  expect(heardDuringStandIn).toBe('/');
  await expect(html).toHaveAttribute('data-last-route', '/stats');
  await expect(html).toHaveAttribute('data-last-heading', 'Release statistics');
});

test('an unknown route gets a 404 from the loader endpoint', async ({ request }) => {
  const response = await request.get(
    `http://127.0.0.1:${PORT}/__serverLoader?route=nope&url=/nope`,
  );
  expect(response.status()).toBe(404);
});

test('a content tab has its own address, content and table of contents', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto(`http://127.0.0.1:${PORT}/stats`);
  const tabs = page.getByRole('navigation', { name: 'Tabs' });
  await expect(tabs.getByRole('link', { name: 'Doc' })).toHaveAttribute('aria-current', 'page');
  await tabs.getByRole('link', { name: 'Details' }).click();
  await expect(page).toHaveURL(/\/stats\?tab=details$/);
  await expect(page.getByRole('heading', { name: 'How releases are counted' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'On this page' })).toContainText(
    'How releases are counted',
  );
  const errors = collectConsoleErrors(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'How releases are counted' })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Details' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('count')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a demo that throws while rendering shows its error; the page and other demos keep working', async ({
  page,
}) => {
  await page.goto(`http://127.0.0.1:${PORT}/throwing`);
  const broken = page.locator('#throwing-demo-throwingdemo');
  await expect(broken.getByRole('alert')).toContainText('This fixture demo throws on purpose');
  const healthy = page.locator('#throwing-demo-healthydemo');
  await healthy.getByRole('button', { name: 'Clicked 0 times' }).click();
  await expect(healthy.getByRole('button', { name: 'Clicked 1 times' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Throwing demo', level: 1 })).toBeVisible();
});

test('a framed demo runs in its own page and takes live edits; an inline demo has no box', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await page.goto(`http://127.0.0.1:${PORT}/display`);
  const box = page.locator('#display-demo-healthydemo');
  const frame = box.frameLocator('iframe[title="Framed counter"]');
  await frame.getByRole('button', { name: 'Clicked 0 times' }).click();
  await expect(frame.getByRole('button', { name: 'Clicked 1 times' })).toBeVisible();
  await box.getByRole('button', { name: 'Show Code' }).click();
  await box
    .getByRole('textbox', { name: 'Edit code with real-time preview' })
    .fill(
      "import { useState } from 'react';\n" +
        'export default function Edited() {\n' +
        '  const [count, setCount] = useState(0);\n' +
        '  return <button onClick={() => setCount(count + 1)}>Pressed {count} times</button>;\n' +
        '}\n',
    );
  await expect(frame.getByRole('button', { name: 'Pressed 0 times' })).toBeVisible();

  const inline = page.locator('#display-demo-inlinedemo');
  await expect(inline).toHaveText('Inline demo text');
  await expect(inline).toHaveClass('de-previewer-inline');
  await expect(inline.getByRole('button')).toHaveCount(0);
  // Marked debug: the dev server shows it (see dev-server.spec.ts), a production build does not.
  await expect(page.getByText('Debug demo text')).toHaveCount(0);
  await expect(page.locator('#display-demo-debugdemo')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a slot in the site’s theme/slots folder replaces the default theme’s', async ({ page }) => {
  await page.goto(`http://127.0.0.1:${PORT}/`);
  await expect(page.getByTestId('fixture-footer')).toHaveText(
    'Loader fixture: a footer of the site’s own',
  );
  await expect(page.locator('.de-footer')).toHaveCount(0);
});

test('runtime plugins hear the route on every page, the standalone demo page included', async ({
  page,
}) => {
  await page.goto(`http://127.0.0.1:${PORT}/~demos/throwing-demo-healthydemo`);
  await expect(page.getByRole('button', { name: 'Clicked 0 times' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute(
    'data-last-route',
    '/~demos/throwing-demo-healthydemo',
  );
});

test('a demo that shows its code from the start has its code panel styled by the HTML alone', async ({
  browser,
}) => {
  // Without scripts: what the reader sees before any chunk, the code panel's among them, arrives.
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${PORT}/code-shown`);
    const panel = page.locator('#code-shown-demo-healthydemo .de-code');
    await expect(panel).toContainText('Clicked');
    expect(await panel.evaluate((element) => getComputedStyle(element).borderTopStyle)).toBe(
      'dashed',
    );
  } finally {
    await context.close();
  }
});

test('a page links to another by its file, and shows an image kept beside it', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await gotoHydrated(page, `http://127.0.0.1:${PORT}/linking`);
  const image = page.getByRole('img', { name: 'A grid of coloured squares' });
  // Published with the site under a hashed name, and loaded from there.
  await expect(image).toHaveAttribute('src', /^\/assets\/grid-[\w-]+\.svg$/);
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBe(240);
  const link = page.getByRole('link', { name: 'the release statistics' });
  await expect(link).toHaveAttribute('href', '/stats#release-statistics');
  await link.click();
  await expect(page).toHaveURL(/\/stats#release-statistics$/);
  await expect(page.getByRole('heading', { name: 'Release statistics' })).toBeVisible();
  expect(errors).toEqual([]);
});
