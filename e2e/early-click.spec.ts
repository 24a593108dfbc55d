import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors } from './consoleErrors.ts';

/**
 * Opens /demo/base with the section's and the page's chunks held back until the returned function
 * is called: a click meanwhile lands on the prerendered HTML, after the entry has run, before React
 * has the page.
 */
async function openWithPageChunksHeld(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const requested: string[] = [];
  await page.route(/\/assets\/(base|demo)-[^/]*\.js$/, async (route) => {
    requested.push(route.request().url());
    await held;
    await route.continue();
  });
  await page.goto('/demo/base', { waitUntil: 'commit' });
  await expect.poll(() => requested.length).toBeGreaterThan(0);
  return release;
}

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
