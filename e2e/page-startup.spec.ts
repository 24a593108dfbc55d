import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors } from './consoleErrors.ts';
import { gotoHydrated } from './gotoHydrated.ts';
import { recordScripts } from './scriptRecorder.ts';

declare global {
  interface Window {
    /** The first demo box's border as it was when the box entered the page. */
    __firstDemoBorder?: string;
    /** Set before a link is followed: still there after it means no page load happened. */
    __samePage?: boolean;
    /** How the home page's hero and the not-found page looked when each appeared. */
    __heroAlign?: string;
    __notFoundAlign?: string;
    /** How the code panel, the export menu and the Sketch help looked when each appeared. */
    __codePanelBorder?: string;
    __exportMenuPosition?: string;
    __sketchHelpMaxWidth?: string;
  }
}

/** The CSS the page carries in its HTML. */
function inlineStyles(page: Page): Promise<string> {
  return page.evaluate(() =>
    [...document.querySelectorAll('style')].map((style) => style.textContent).join(''),
  );
}

/** Runs in the page before its scripts: notes how the first demo box looks when it appears. */
function watchFirstDemoBox(): void {
  new MutationObserver((_, observer) => {
    const box = document.querySelector('.de-previewer');
    if (!box) return;
    window.__firstDemoBorder = getComputedStyle(box).borderTopWidth;
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
}

test('a page without demos does not carry their styles, and a demo page reached from it shows its demos styled from the first frame', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await gotoHydrated(page, '/changelog');
  const inlineCss = await inlineStyles(page);
  expect(inlineCss.includes('.de-previewer'), 'the demo box styles are in the page').toBe(false);

  await page.evaluate(() => (window.__samePage = true));
  await page.evaluate(watchFirstDemoBox);
  await page.locator('.de-navbar').getByRole('link', { name: 'Demo' }).click();
  await expect(page).toHaveURL(/\/demo\//);
  await expect(page.locator('.de-previewer').first()).toBeVisible();
  expect(await page.evaluate(() => window.__samePage), 'navigated without a page load').toBe(true);
  expect(await page.evaluate(() => window.__firstDemoBorder)).toBe('1px');
  expect(errors, 'console errors').toEqual([]);
});

/** Runs in the page: notes how the hero and the not-found page look when each appears. */
function watchStateSlots(): void {
  new MutationObserver((_, observer) => {
    const hero = document.querySelector('.de-hero');
    if (hero && window.__heroAlign === undefined)
      window.__heroAlign = getComputedStyle(hero).textAlign;
    const notFound = document.querySelector('.de-not-found');
    if (!notFound) return;
    window.__notFoundAlign = getComputedStyle(notFound).textAlign;
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
}

test('a page without a hero does not carry the hero’s and the not-found page’s styles, and shows them styled from the first frame once a reader goes there', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await gotoHydrated(page, '/changelog');
  const inlineCss = await inlineStyles(page);
  expect(inlineCss, 'their styles are in the page').not.toMatch(
    /\.de-hero|\.de-not-found|\.de-route-error/,
  );

  await page.evaluate(() => (window.__samePage = true));
  await page.evaluate(watchStateSlots);
  await page.locator('.de-header-logo').click();
  await expect(page.locator('.de-hero')).toBeVisible();
  expect(await page.evaluate(() => window.__heroAlign)).toBe('center');
  await page.evaluate(() => {
    window.history.pushState(null, '', '/no-such-page');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.locator('.de-not-found')).toBeVisible();
  expect(await page.evaluate(() => window.__notFoundAlign)).toBe('center');
  expect(await page.evaluate(() => window.__samePage), 'navigated without a page load').toBe(true);
  expect(errors, 'console errors').toEqual([]);
});

/**
 * Runs in the page: notes how the code panel, the export menu and the Sketch help look when each
 * appears.
 */
function watchLazyDemoParts(): void {
  new MutationObserver((_, observer) => {
    const panel = document.querySelector('.de-previewer .de-code');
    if (panel && window.__codePanelBorder === undefined)
      window.__codePanelBorder = getComputedStyle(panel).borderTopStyle;
    const menu = document.querySelector('.de-previewer [role="menu"]');
    if (menu && window.__exportMenuPosition === undefined)
      window.__exportMenuPosition = getComputedStyle(menu).position;
    const help = document.querySelector('.de-previewer-dialog');
    if (!help) return;
    window.__sketchHelpMaxWidth = getComputedStyle(help).maxWidth;
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
}

test('the code panel, the export menu and the Sketch help bring their own styles, not in the page, and are styled from their first frame', async ({
  page,
}) => {
  await gotoHydrated(page, '/demo/base');
  const inlineCss = await inlineStyles(page);
  expect(inlineCss, 'their styles are in the page').not.toMatch(
    /\.de-code-bar|\.de-previewer-menu|\.de-previewer-dialog/,
  );

  await page.evaluate(watchLazyDemoParts);
  const box = page.locator('#demo-base-demo-base');
  await box.getByRole('button', { name: 'Show Code' }).click();
  await expect(box.locator('.de-code')).toBeVisible();
  expect(await page.evaluate(() => window.__codePanelBorder)).toBe('dashed');
  await box.getByRole('button', { name: 'Open in…' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  expect(await page.evaluate(() => window.__exportMenuPosition)).toBe('absolute');
  await page.getByRole('menuitem', { name: 'How to paste to Sketch?' }).click();
  await expect(page.getByRole('dialog', { name: 'How to paste to Sketch?' })).toBeVisible();
  expect(await page.evaluate(() => window.__sketchHelpMaxWidth)).toMatch(/^min\(|px$/);
});

test('a demo page loaded directly shows its demos styled from the first frame', async ({
  page,
}) => {
  await page.addInitScript(watchFirstDemoBox);
  await page.goto('/demo/base');
  await expect(page.locator('.de-previewer').first()).toBeVisible();
  expect(await page.evaluate(() => window.__firstDemoBorder)).toBe('1px');
});

test('the page’s scripts are requested together, not each once the one before has run', async ({
  page,
}) => {
  // The section's chunk (demo-…), which names the page's chunk, is held: whatever of the page is
  // requested meanwhile was not found through it.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/demo-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/demo/base', { waitUntil: 'commit' });
  // The page's chunk and its demo's module.
  await expect
    .poll(() => requested.filter((path) => /^\/assets\/base-/.test(path)).length)
    .toBeGreaterThanOrEqual(2);
  release();
  await expect(page.locator('.de-search-shortcut')).toBeAttached();
});

test('a page starts from few script files: React, the engine and the header come as one', async ({
  page,
}) => {
  // Each file is a request the main thread makes once the page is painted, and one more in the
  // queue of the browser's six connections to the host: the reader's first click waits for all.
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await gotoHydrated(page, '/changelog');
  await page.waitForLoadState('networkidle');
  // The entry, its chunk loader, the app, the engine (React with it), the bundler's runtime,
  // and the section's and the page's chunks.
  expect(scripts.length, scripts.join('\n')).toBeLessThanOrEqual(7);
});

test("a page's first load names no other page's chunk; going to one fetches its section's list", async ({
  page,
  request,
}) => {
  // A section's list of its pages' chunks grows with the section: the first load does without it
  // (the HTML names the page's own chunk), and it comes when a reader goes to another page.
  const scripts = recordScripts(page);
  const placementHtml = await (await request.get('/demo/placement')).text();
  const named = /id="docs-engine-page-chunk">([^<]+)</.exec(placementHtml)?.[1];
  const placementChunk = (JSON.parse(named ?? '{}') as { href?: string }).href ?? '';
  expect(placementChunk).toMatch(/^\/assets\/placement-[\w-]+\.js$/);
  const fileName = placementChunk.split('/').pop() ?? '';

  await gotoHydrated(page, '/demo/base');
  await page.waitForLoadState('networkidle');
  const firstLoad = [...(await scripts.take()).values()];
  expect(firstLoad.length).toBeGreaterThan(0);
  expect(firstLoad.filter((code) => code.includes(fileName))).toEqual([]);

  await page.locator('.de-sidebar-link[href="/demo/placement"]').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'placement' })).toBeVisible();
  const onTheWay = await scripts.stop();
  expect([...onTheWay.keys()]).toContain(placementChunk);
  expect([...onTheWay.values()].some((code) => code.includes(fileName))).toBe(true);
});

test('styles the HTML carries are not fetched again as files', async ({ page }) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
  });
  for (const path of ['/', '/demo/base', '/changelog']) {
    stylesheets.length = 0;
    await gotoHydrated(page, path);
    await page.waitForLoadState('networkidle');
    // The files whose styles the page carries inline, which it lists as disabled links.
    const carried = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][disabled]')].map(
        (link) => new URL(link.href).pathname,
      ),
    );
    expect(carried.length, path).toBeGreaterThan(0);
    expect(
      stylesheets.filter((file) => carried.includes(file)),
      path,
    ).toEqual([]);
  }
});

test('the app is asked for while the page is still being read', async ({ page }) => {
  // The home page ends with a script the browser must run before it has read the page to its
  // end; that script is held until the app's module is asked for. A long page on a slow
  // network or phone is read for a while after its top is painted; the app comes meanwhile.
  let appRequested = () => {};
  const appAskedFor = new Promise<void>((resolve) => {
    appRequested = resolve;
  });
  page.on('request', (request) => {
    if (/\/assets\/mountApp-[^/]*\.js$/.test(request.url())) appRequested();
  });
  await page.route('/', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      '</body>',
      '<script src="/end-of-page.js"></script></body>',
    );
    await route.fulfill({ response, body: html, headers: { 'content-type': 'text/html' } });
  });
  await page.route('/end-of-page.js', async (route) => {
    await appAskedFor;
    await route.fulfill({ contentType: 'text/javascript', body: '' });
  });
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.locator('.de-search-shortcut')).toBeAttached();
});

test('the stylesheet the app waits for is asked for before the page’s other scripts', async ({
  page,
}) => {
  // A page without a hero fetches the state slots' styles, which the app's loader waits for
  // before it runs: asked for after the page's scripts, it would wait for a free connection.
  const requested: string[] = [];
  page.on('request', (request) => {
    if (['script', 'stylesheet'].includes(request.resourceType()))
      requested.push(new URL(request.url()).pathname);
  });
  await gotoHydrated(page, '/demo/base');
  const stylesheet = requested.findIndex((path) => /^\/assets\/stateSlots-[^/]*\.css$/.test(path));
  const demoChunk = requested.findIndex((path) => /^\/assets\/demo-[^/]*\.js$/.test(path));
  expect(stylesheet, requested.join('\n')).toBeGreaterThan(-1);
  expect(stylesheet, requested.join('\n')).toBeLessThan(demoChunk);
});
