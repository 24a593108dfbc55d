import { expect, type Page } from '@playwright/test';

/**
 * Opens a page and waits until it is hydrated: before that, a click on a link is a full page load
 * and typing into the prerendered search box reaches no handler. The search shortcut's label is
 * rendered by an effect, so it appears once the header is hydrated; the page's other parts hydrate
 * each on its own right after, and one a test clicks first is hydrated before the click is handled.
 */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('.de-search-shortcut')).toBeAttached();
}
