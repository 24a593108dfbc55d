import { expect, test } from '@playwright/test';
import { gotoHydrated } from './gotoHydrated.ts';

/**
 * A long page paints without laying out a long API table far below the window: the table is
 * rendered as the reader nears it, found by the browser's Find, and printed.
 */

test.use({ viewport: { width: 1280, height: 800 } });

/** Whether the API table's rows are rendered (false while its box skips them). */
const apiRowsRendered = (table: HTMLElement) =>
  table.querySelector('tr')?.checkVisibility({ contentVisibilityAuto: true }) ?? false;

test('the API table far below the window is skipped until the reader scrolls to it', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  const api = page.locator('.de-api');
  expect(await api.evaluate((element) => getComputedStyle(element).contentVisibility)).toBe('auto');
  expect(await api.evaluate(apiRowsRendered)).toBe(false);
  // Skipped, it still takes about its real height: the page does not jump when it comes in.
  const skippedHeight = await api.evaluate((element) => element.getBoundingClientRect().height);

  await api.evaluate((element) => element.scrollIntoView());
  await expect.poll(() => api.evaluate(apiRowsRendered)).toBe(true);
  await expect(api.getByRole('row').nth(1)).toBeVisible();
  const height = await api.evaluate((element) => element.getBoundingClientRect().height);
  expect(Math.abs(height - skippedHeight) / height).toBeLessThan(0.05);
});

test('scrolling up through blocks never rendered moves the page by the scroll alone', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  // Straight to the last section, as the End key does: the API table is passed over unrendered.
  const heading = page.locator('[id="development"]');
  await heading.evaluate((element) => element.scrollIntoView());
  const topOf = () =>
    heading.evaluate((element) => Math.round(element.getBoundingClientRect().top));
  let top = await topOf();
  // The wheel steps bring the API table in from above at its real height, not its estimate.
  for (let step = 0; step < 8; step += 1) {
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, -300);
    const expected = top + 300;
    await expect.poll(topOf).toBe(expected);
    top = expected;
  }
});

test('a printed page has every block rendered', async ({ page }) => {
  await gotoHydrated(page, '/');
  await page.emulateMedia({ media: 'print' });
  const api = page.locator('.de-api');
  expect(await api.evaluate((element) => getComputedStyle(element).contentVisibility)).toBe(
    'visible',
  );
  expect(await api.evaluate(apiRowsRendered)).toBe(true);
});

test('find in page reaches text in a block that is skipped', async ({ page }) => {
  await gotoHydrated(page, '/');
  const api = page.locator('.de-api');
  expect(await api.evaluate(apiRowsRendered)).toBe(false);
  // The description of a prop in the API table, far below the window.
  const text = await api
    .locator('.de-api-description')
    .last()
    .evaluate((cell) => {
      return (cell.textContent ?? '').trim().split(/\s+/).slice(0, 4).join(' ');
    });
  // window.find is the search of the browser's Find bar, kept for scripts.
  const found = await page.evaluate(
    (needle) => (window as unknown as { find(text: string): boolean }).find(needle),
    text,
  );
  expect(found).toBe(true);
  await expect.poll(() => api.evaluate(apiRowsRendered)).toBe(true);
});
