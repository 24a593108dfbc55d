import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_FLAGS } from '../../../bench/chromium.ts';

// Playwright hides scrollbars in headless Chromium by default; this story needs a real one taking room.
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: PLAYWRIGHT_CHROMIUM_FLAGS,
    ignoreDefaultArgs: ['--hide-scrollbars'],
  },
});

async function afterOpenChangeCalls(page: Page) {
  return page.evaluate(() => window.drawerEvents.length);
}

test('the page does not shift horizontally when the scroll lock engages', async ({ page }) => {
  await page.goto('/');
  const scrollbar = await page.evaluate(
    () => window.innerWidth - document.documentElement.clientWidth,
  );
  expect(scrollbar).toBeGreaterThan(0);
  const before = await page.locator('#marker').boundingBox();

  await page.click('#trigger');
  await expect.poll(() => afterOpenChangeCalls(page)).toBe(1);
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
  expect(await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth)).toBe(
    0,
  );
  const locked = await page.locator('#marker').boundingBox();
  expect(locked?.x).toBe(before?.x);
  expect(locked?.width).toBe(before?.width);

  await page.keyboard.press('Escape');
  await expect.poll(() => afterOpenChangeCalls(page)).toBe(2);
  await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
  expect((await page.locator('#marker').boundingBox())?.x).toBe(before?.x);
});

test('the scroll position survives the lock', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => window.scrollTo(0, 800));
  await page.evaluate(() => (document.getElementById('trigger') as HTMLElement).click());
  await expect.poll(() => afterOpenChangeCalls(page)).toBe(1);
  await page.mouse.wheel(0, 500);
  expect(await page.evaluate(() => window.scrollY)).toBe(800);
  await page.keyboard.press('Escape');
  await expect.poll(() => afterOpenChangeCalls(page)).toBe(2);
  expect(await page.evaluate(() => window.scrollY)).toBe(800);
});
