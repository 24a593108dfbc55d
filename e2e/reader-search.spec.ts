import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './gotoHydrated.ts';

/** What a reader does: type into the search and press Enter at once, or look first. */

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Type keywords...' });
const hits = (page: Page) => page.locator('.de-search-hit');

test.describe('search at 1280 × 800', () => {
  test.use({ viewport: DESKTOP });

  test('typing a page name and pressing Enter at once lands on that page', async ({ page }) => {
    await gotoHydrated(page, '/');
    await searchBox(page).fill('placement');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/demo\/placement$/);
    await expect(page.getByRole('heading', { level: 1, name: 'placement' })).toBeVisible();
  });

  test('the page a query names is listed first, once, and highlighted as results show', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    await searchBox(page).fill('placement');
    const first = hits(page).first();
    await expect(first).toHaveAttribute('href', '/demo/placement');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(searchBox(page)).toHaveAttribute(
      'aria-activedescendant',
      (await first.getAttribute('id')) ?? '',
    );
    const links = await hits(page).evaluateAll((options) =>
      options.map((option) => option.getAttribute('href') ?? ''),
    );
    expect(links.filter((link) => link === '/demo/placement')).toHaveLength(1);
    expect(links).not.toContain('/demo/placement#placement');
  });

  test('Home and End move the caret, not the highlight; Escape closes', async ({ page }) => {
    await gotoHydrated(page, '/');
    const box = searchBox(page);
    await box.fill('placement');
    await expect(hits(page).first()).toHaveAttribute('aria-selected', 'true');
    await box.press('ArrowDown');
    await expect(hits(page).nth(1)).toHaveAttribute('aria-selected', 'true');
    await box.press('Home');
    expect(await box.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(0);
    await box.press('End');
    expect(await box.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(9);
    await expect(hits(page).nth(1)).toHaveAttribute('aria-selected', 'true');
    await box.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
  });

  test('with no hits the box repeats what was searched for', async ({ page }) => {
    await gotoHydrated(page, '/');
    await searchBox(page).fill('qqzzxxnothing');
    await expect(page.locator('.de-search').getByRole('status')).toHaveText(
      'No content was found for “qqzzxxnothing”',
    );
  });
});

test.describe('search on a 375 × 812 touch screen', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('the modal has a Cancel button and no keyboard hints; Cancel gives the focus back', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const button = page.getByRole('button', { name: 'Type keywords...' });
    await button.tap();
    const dialog = page.getByRole('dialog', { name: 'Type keywords...' });
    await expect(dialog.getByRole('combobox')).toBeFocused();
    await expect(dialog.getByText('to navigate')).toBeHidden();
    await dialog.getByRole('button', { name: 'Cancel' }).tap();
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('typing a page name and pressing Enter lands on that page', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Type keywords...' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Type keywords...' });
    await dialog.getByRole('combobox').fill('placement');
    await dialog.getByRole('combobox').press('Enter');
    await expect(page).toHaveURL(/\/demo\/placement$/);
    await expect(dialog).toBeHidden();
  });
});

test.describe('search at 375 × 812 with a keyboard', () => {
  test.use({ viewport: PHONE });

  test('the modal shows the keyboard hints and no Cancel button', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.keyboard.press('/');
    const dialog = page.getByRole('dialog', { name: 'Type keywords...' });
    await expect(dialog.getByText('to navigate')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeHidden();
  });
});
