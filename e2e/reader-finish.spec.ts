import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors } from './consoleErrors.ts';

const DEMO_PAGE = '/demo/base';
const box = (page: Page) => page.locator('#demo-base-demo-base');

let errors: string[];

test.beforeEach(({ page }) => {
  errors = collectConsoleErrors(page);
});

test.afterEach(() => {
  expect(errors, 'console errors').toEqual([]);
});

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 375, height: 812 } },
] as const;

for (const { name, viewport } of WIDTHS) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test('the demo toolbar has three labelled stops; the exports are in the "Open in…" menu', async ({
      page,
    }) => {
      await page.goto(DEMO_PAGE);
      const toolbar = box(page).locator('.de-previewer-actions');
      await expect(toolbar.getByRole('button', { name: 'Show Code' })).toHaveText('Show Code');
      await expect(toolbar.getByRole('link', { name: 'Open in separate page' })).toBeVisible();
      const menuButton = toolbar.getByRole('button', { name: 'Open in…' });
      await expect(menuButton).toHaveText('Open in…');
      await expect(toolbar.locator('a, button')).toHaveCount(3);

      await menuButton.click();
      const menu = page.getByRole('menu', { name: 'Open in…' });
      await expect(menu.getByRole('menuitem')).toHaveText([
        'Open in CodeSandbox',
        'Open in StackBlitz',
        'Open in CodePen (Not implemented)',
        'Copy as Sketch Group',
        'Copy as Sketch Symbol',
        'How to paste to Sketch?',
      ]);
      await expect(menu.getByRole('menuitem').first()).toBeFocused();
      // The whole menu is on screen, readable at full opacity.
      const rect = await menu.boundingBox();
      if (!rect) throw new Error('no menu box');
      expect(rect.x).toBeGreaterThanOrEqual(0);
      expect(rect.x + rect.width).toBeLessThanOrEqual(viewport.width);
      await expect(menu.getByRole('menuitem', { name: /CodePen/ })).toHaveCSS('opacity', '1');
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(menuButton).toBeFocused();
    });

    test('everything in a demo box starts at one left edge', async ({ page }) => {
      await page.goto(DEMO_PAGE);
      await box(page).getByRole('button', { name: 'Show Code' }).click();
      await expect(box(page).locator('.de-code-editor')).toBeVisible();
      const lefts = await box(page).evaluate((section) => {
        const edge = section.getBoundingClientRect().left;
        const contentLeft = (selector: string) => {
          const element = section.querySelector<HTMLElement>(selector);
          if (!element) return `missing ${selector}`;
          const style = getComputedStyle(element);
          return (
            Math.round(
              element.getBoundingClientRect().left +
                parseFloat(style.paddingLeft) +
                parseFloat(style.borderLeftWidth),
            ) - Math.round(edge)
          );
        };
        return [
          contentLeft('.de-previewer-demo'),
          contentLeft('.de-previewer-title'),
          contentLeft('.de-previewer-description'),
          contentLeft('.de-previewer-actions'),
          contentLeft('.de-code-editor pre, .de-code-editor .shiki'),
        ];
      });
      expect(new Set(lefts).size, `left insets ${lefts.join(', ')}`).toBe(1);
    });

    test('the 404 page is centred, with search and the way home and to the demos', async ({
      page,
    }) => {
      const response = await page.goto('/no-such-page');
      expect(response?.status()).toBe(404);
      const block = page.locator('.de-not-found');
      await expect(block.getByRole('heading', { name: 'PAGE NOT FOUND' })).toBeVisible();
      const rect = await block.boundingBox();
      if (!rect) throw new Error('no 404 box');
      expect(Math.abs(rect.x + rect.width / 2 - viewport.width / 2)).toBeLessThan(24);
      const search = block.getByRole('combobox', { name: 'Type keywords...' });
      await expect(search).toBeVisible();
      await expect(block.getByRole('link', { name: 'Back to homepage' })).toHaveAttribute(
        'href',
        '/',
      );
      await expect(block.getByRole('link', { name: 'Demo' })).toHaveAttribute('href', /^\/demo/);

      await search.fill('placement');
      await expect(block.getByRole('option').first()).toBeVisible({ timeout: 10_000 });
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/demo\/placement/);
      // The browser logs the page's own 404 status as an error: that one is expected.
      errors = errors.filter((error) => !error.includes('status of 404'));
    });
  });
}

test('code wider than a phone shows which side has more, and scrolls to it', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(DEMO_PAGE);
  await box(page).getByRole('button', { name: 'Show Code' }).click();
  const scroller = box(page).locator('.de-code-scroll');
  await expect(scroller).toHaveAttribute('data-more-end', 'true');
  await expect(scroller).not.toHaveAttribute('data-more-start');
  // The cue fades in: wait for it rather than read it mid-transition.
  await expect
    .poll(() => scroller.evaluate((element) => getComputedStyle(element, '::after').opacity))
    .toBe('1');

  await box(page)
    .locator('.de-code-body')
    .evaluate((body) => body.scrollTo({ left: body.scrollWidth }));
  await expect(scroller).toHaveAttribute('data-more-start', 'true');
  await expect(scroller).not.toHaveAttribute('data-more-end');
});

test('a page without a sidebar centres its text and contents in the window', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/changelog');
  const text = await page.locator('.de-layout-content').boundingBox();
  const contents = await page.locator('.de-layout-toc').boundingBox();
  if (!text || !contents) throw new Error('the changelog has no text column or no contents');
  const left = text.x;
  const right = 1280 - (contents.x + contents.width);
  expect(Math.abs(left - right)).toBeLessThanOrEqual(2);
});

for (const route of ['/changelog', '/']) {
  test(`the text of ${route} keeps its place while its contents column is not parsed yet`, async ({
    page,
  }) => {
    // A long page is parsed in several turns, and the browser may paint between them: the text
    // shows before the contents column that follows it in the HTML.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(route);
    const text = page.locator('.de-layout-content');
    const withColumn = await text.boundingBox();
    await page.locator('.de-layout-toc').evaluate((column: HTMLElement) => {
      column.style.display = 'none';
    });
    expect(await text.boundingBox()).toEqual(withColumn);
  });
}

test('the home text has its full width while the rest of it is not parsed yet', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/');
  const text = page.locator('.de-layout-content');
  const whole = await text.boundingBox();
  // As the first parse turn leaves it: the page's actions, and its text not yet.
  await page.locator('.de-markdown').evaluate((article: HTMLElement) => {
    article.style.display = 'none';
  });
  const begun = await text.boundingBox();
  expect({ x: begun?.x, width: begun?.width }).toEqual({ x: whole?.x, width: whole?.width });
});

test('at the end of a page, the sidebar stays whole under the header', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(DEMO_PAGE);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.locator('.de-footer')).toBeInViewport();
  const header = await page.getByRole('banner').boundingBox();
  const sidebar = await page.locator('.de-layout-sidebar').boundingBox();
  expect(sidebar?.y).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0) - 1);
});

test.describe('on a touch phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test("a code block's language and copy button cover none of its code", async ({ page }) => {
    await page.goto('/');
    const block = page.locator('div.de-source-code').first();
    await expect(block.getByRole('button', { name: /copy/i })).toHaveCSS('opacity', '1');
    const tools = await block.locator('.de-source-code-tools').boundingBox();
    const firstLine = await block.locator('.line').first().boundingBox();
    expect(firstLine?.y).toBeGreaterThanOrEqual((tools?.y ?? 0) + (tools?.height ?? 0));
  });
});

test('the standalone demo page keeps its demo off the window edge', async ({ page }) => {
  await page.goto('/~demos/demo-base-demo-base');
  const button = page.getByRole('button', { name: 'Toggle drawer' });
  await expect(button).toBeVisible();
  const rect = await button.boundingBox();
  expect(rect?.x).toBeGreaterThanOrEqual(16);
  expect(rect?.y).toBeGreaterThanOrEqual(16);
});

test('keys are drawn as keys, and inline code keeps a leading hyphen with its word', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/demo/no-mask');
  const key = page.locator('.de-markdown kbd').first();
  await expect(key).toHaveText('Esc');
  await expect(key).toHaveCSS('border-top-style', 'solid');
  await expect(key).toHaveCSS('white-space', 'nowrap');

  // Any inline code starting with a hyphen: its first word never ends a line by itself.
  const split = await page.evaluate(() => {
    const found: string[] = [];
    for (const code of document.querySelectorAll('.de-markdown :not(pre) > code')) {
      const flag = code.querySelector('.de-code-flag');
      if (!code.textContent?.startsWith('-')) continue;
      if (!flag || getComputedStyle(flag).whiteSpace !== 'nowrap') found.push(code.textContent);
    }
    return found;
  });
  expect(split).toEqual([]);
});

test('titles use a weight the system fonts have, and no font is fetched', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(request.url());
  });
  await page.goto(DEMO_PAGE);
  const title = box(page).locator('.de-previewer-title');
  await expect(title).toHaveCSS('font-weight', '600');
  const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(family).not.toMatch(/Inter/);
  expect(family).toMatch(/^system-ui/);
  const mediumWeights = await page.evaluate(
    () =>
      [...document.querySelectorAll('body *')].filter(
        (element) => getComputedStyle(element).fontWeight === '500',
      ).length,
  );
  expect(mediumWeights).toBe(0);
  expect(fonts).toEqual([]);
});
