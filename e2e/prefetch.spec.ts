import { expect, test } from '@playwright/test';
import { gotoHydrated } from './gotoHydrated.ts';

// The site's config sets prefetch: 'intent'.
test('hovering a link prefetches its page chunk before the click', async ({ page }) => {
  await gotoHydrated(page, '/demo/base');
  await page.waitForLoadState('networkidle');
  const chunk = page.waitForRequest(/\/assets\/changelog-.*\.js$/);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'ChangeLog' })
    .hover();
  await chunk;
  await expect(page).toHaveURL(/\/demo\/base$/);
});

test('a link hovered only in passing prefetches nothing', async ({ page }) => {
  // The page's clock stands still while the pointer crosses the link, so the crossing takes no
  // time at all however busy the machine is, and the intent delay can only pass when the test
  // moves the clock on.
  await page.clock.install();
  await gotoHydrated(page, '/demo/base');
  await page.waitForLoadState('networkidle');
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  const link = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'ChangeLog' });
  const box = await link.boundingBox();
  if (!box) throw new Error('the link has no box');
  await page.mouse.move(box.x - 5, box.y + box.height / 2);
  await page.mouse.move(box.x + box.width + 5, box.y + box.height / 2, { steps: 2 });
  await page.mouse.move(box.x + box.width + 5, box.y + box.height + 200);
  await page.clock.runFor(1_000);

  // A link hovered for good, after the crossing: its prefetch is timed the same way, so had the
  // crossing prefetched, that request would have been made before this one.
  const control = page.waitForRequest(/\/assets\/change-.*\.js$/);
  await page
    .getByRole('navigation', { name: 'Previous and next pages' })
    .getByRole('link', { name: /^next/i })
    .hover();
  await page.clock.runFor(1_000);
  await control;
  expect(requested.filter((url) => /\/assets\/changelog-/.test(url))).toEqual([]);
});
