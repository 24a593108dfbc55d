import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors } from './consoleErrors.ts';

declare global {
  interface Window {
    /** Whether React had the API table's rows when the first dialog appeared. */
    __apiTableHydratedAtDialog?: boolean;
    /** How many animation frame callbacks the page has asked for and is still waiting on. */
    __framesAskedFor?: () => number;
    /** Runs the held animation frame callbacks, and the page's frames run as usual from then. */
    __giveFrames?: () => void;
  }
}

/** /demo/base's section and page chunks. */
const DEMO_BASE_CHUNKS = /\/assets\/(base|demo)-[^/]*\.js$/;
/** The home page's chunk and its demo's module. */
const HOME_CHUNKS = /\/assets\/(home|index-demo-home)-[^/]*\.js$/;

/**
 * Opens a page with the chunks `held` matches held back until the returned function is called: a
 * click meanwhile lands on the prerendered HTML, after the entry has run, before React has the page.
 */
async function openWithPageChunksHeld(
  page: Page,
  path = '/demo/base',
  held = DEMO_BASE_CHUNKS,
): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const requested: string[] = [];
  await page.route(held, async (route) => {
    requested.push(route.request().url());
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  await expect.poll(() => requested.length).toBeGreaterThan(0);
  return release;
}

/**
 * Runs in the page before its scripts: when a dialog first appears, notes whether React had
 * hydrated the API table yet (it marks each element it hydrates with a `__reactFiber…` key).
 */
function noteApiTableAtFirstDialog(): void {
  new MutationObserver((_, observer) => {
    if (!document.querySelector('[role="dialog"]')) return;
    const row = document.querySelector('.de-api tbody tr');
    window.__apiTableHydratedAtDialog =
      row !== null && Object.keys(row).some((key) => key.startsWith('__reactFiber'));
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true, attributes: true });
}

/**
 * Runs in the page before its scripts: as on a busy machine, where the browser reports the first
 * paint late and the next frame comes late, the page's animation frame callbacks wait until
 * `__giveFrames()`, and no first paint is reported until then.
 */
function holdFrames(): void {
  const held: FrameRequestCallback[] = [];
  const requestFrame = window.requestAnimationFrame.bind(window);
  const entriesByName = performance.getEntriesByName.bind(performance);
  window.requestAnimationFrame = (callback) => held.push(callback);
  performance.getEntriesByName = (name, type) =>
    name === 'first-contentful-paint' ? [] : entriesByName(name, type);
  window.__framesAskedFor = () => held.length;
  window.__giveFrames = () => {
    window.requestAnimationFrame = requestFrame;
    performance.getEntriesByName = entriesByName;
    for (const callback of held.splice(0)) requestFrame(callback);
  };
}

test('a demo button clicked once the page is painted, before the app has started, still opens its drawer', async ({
  page,
}) => {
  await page.addInitScript(holdFrames);
  await page.goto('/demo/base');
  // The entry has run and waits for the frame after the first paint before it starts the app.
  await expect.poll(() => page.evaluate(() => window.__framesAskedFor?.())).toBeGreaterThan(0);
  await page.locator('#demo-base-demo-base').getByRole('button', { name: 'Toggle drawer' }).click();
  await expect(page.getByRole('dialog', { name: 'Base drawer' })).toHaveCount(0);

  await page.evaluate(() => window.__giveFrames?.());
  await expect(page.getByRole('dialog', { name: 'Base drawer' })).toBeVisible();
});

test('a demo button clicked before the page is hydrated still opens its drawer', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  const release = await openWithPageChunksHeld(page);
  const box = page.locator('#demo-base-demo-base');
  await box.getByRole('button', { name: 'Toggle drawer' }).click();
  await expect(page.getByRole('dialog', { name: 'Base drawer' })).toHaveCount(0);

  release();
  await expect(page.getByRole('dialog', { name: 'Base drawer' })).toBeVisible();
  expect(errors, 'console errors').toEqual([]);
});

test('a link clicked before the page is hydrated opens the next page without a reload', async ({
  page,
}) => {
  const release = await openWithPageChunksHeld(page);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'ChangeLog' })
    .click();
  await expect(page).toHaveURL(/\/demo\/base$/);

  release();
  await expect(page).toHaveURL(/\/changelog$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/change ?log/i);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
});

test('a demo clicked before the page is hydrated opens its drawer without waiting for the rest of the content to hydrate', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await page.addInitScript(noteApiTableAtFirstDialog);
  const release = await openWithPageChunksHeld(page, '/', HOME_CHUNKS);
  await page.getByRole('button', { name: 'Open drawer' }).click();

  release();
  await expect(page.getByRole('dialog', { name: 'Hello, drawer' })).toBeVisible();
  // The demo box hydrates on its own: the long API table further down is left for later.
  expect(await page.evaluate(() => window.__apiTableHydratedAtDialog)).toBe(false);
  await expect(page.locator('.de-api tbody tr').first()).toBeVisible();
  expect(errors, 'console errors').toEqual([]);
});
