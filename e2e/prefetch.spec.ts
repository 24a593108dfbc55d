import { expect, test } from '@playwright/test';

// The site's config sets prefetch: 'intent'.
test('hovering a link prefetches its page chunk before the click', async ({ page }) => {
  await page.goto('/demo/base');
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
  await page.goto('/demo/base');
  await page.waitForLoadState('networkidle');
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  const link = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'ChangeLog' });
  const box = await link.boundingBox();
  if (!box) throw new Error('the link has no box');
  // Cross the link and leave it well within the 50 ms intent delay.
  await page.mouse.move(box.x - 5, box.y + box.height / 2);
  await page.mouse.move(box.x + box.width + 5, box.y + box.height / 2, { steps: 2 });
  await page.mouse.move(box.x + box.width + 5, box.y + box.height + 200);
  await page.waitForTimeout(300);
  expect(requested.filter((url) => /\/assets\/changelog-/.test(url))).toEqual([]);
});
