import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** One page of every type the site has. */
const PAGES = [
  { type: 'home', path: '/' },
  { type: 'demo page', path: '/demo/base' },
  { type: 'changelog', path: '/changelog' },
  { type: 'not found', path: '/no-such-page' },
  { type: 'standalone demo', path: '/~demos/demo-base-demo-base' },
  { type: 'Chinese home', path: '/zh-CN' },
  { type: 'Chinese demo page', path: '/zh-CN/demo/base' },
  { type: 'Chinese changelog', path: '/zh-CN/changelog' },
  { type: 'Chinese not found', path: '/zh-CN/no-such-page' },
];
const MODES = ['light', 'dark'] as const;
const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 375, height: 812 } },
] as const;

// An axe scan of a whole page is CPU-bound: on a busy machine one took longer than the project's
// 30 s for the whole test.
test.describe.configure({ timeout: 120_000 });

async function openIn(page: Page, path: string, mode: (typeof MODES)[number]) {
  await page.addInitScript((color) => localStorage.setItem('dumi:prefers-color', color), mode);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).toHaveAttribute('data-prefers-color', mode);
  // The standalone demo page is rendered by its script: the page is read once it is there.
  await expect(page.getByRole('main')).toBeVisible();
}

/**
 * The violations, each with the elements at fault, so a failure says what to fix. Every rule runs
 * on the page and on its frames (all from the site's origin); what changes is how the results
 * come back: gathered in the page itself rather than in a blank page opened for it, and without
 * the elements that pass. A scan of the home page took 1.2 s instead of 3.7-4.2 s.
 */
async function violations(page: Page) {
  const { violations: found } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return found.map(({ id, help, nodes }) => ({
    id,
    help,
    targets: nodes.map((node) => node.target.join(' ')),
  }));
}

for (const mode of MODES) {
  for (const { name: width, viewport } of WIDTHS) {
    test.describe(`accessibility in ${mode} mode on a ${width}`, () => {
      test.use({ viewport });

      for (const { type, path } of PAGES) {
        test(`the ${type} page has no axe violations`, async ({ page }) => {
          await openIn(page, path, mode);
          expect(await violations(page)).toEqual([]);
        });
      }
    });
  }

  test.describe(`accessibility in ${mode} mode`, () => {
    test('the search results have no axe violations', async ({ page }) => {
      await openIn(page, '/', mode);
      await page.getByRole('combobox', { name: 'Type keywords...' }).fill('drawer');
      await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
      await page.keyboard.press('ArrowDown');
      expect(await violations(page)).toEqual([]);
    });

    test('the search modal has no axe violations', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 720 });
      await openIn(page, '/', mode);
      await page.keyboard.press('/');
      await page.getByRole('dialog').getByRole('combobox').fill('placement');
      await expect(page.getByRole('dialog').getByRole('option').first()).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    test('the phone menu has no axe violations', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await openIn(page, '/demo/base', mode);
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    test('the open "On this page" bar has no axe violations', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await openIn(page, '/changelog', mode);
      await page.getByRole('button', { name: /On this page/ }).click();
      await expect(
        page.getByRole('navigation', { name: 'On this page' }).getByRole('link').first(),
      ).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  });
}
