import { expect, test, type Locator, type Page } from '@playwright/test';
import { gotoHydrated } from './gotoHydrated.ts';

/** Finding one's way: the phone menu, "On this page", Back and Forward, links to headings. */

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };

/** How far below the top of the window the sticky header (and "On this page" bar) end. */
async function stickyBottom(page: Page): Promise<number> {
  return page.evaluate(() =>
    Math.max(
      ...[...document.querySelectorAll('.de-header, .de-layout-toc-bar')].map(
        (element) => element.getBoundingClientRect().bottom,
      ),
    ),
  );
}

async function expectBelowStickyBars(page: Page, id: string) {
  const heading = page.locator(`[id="${id}"]`);
  await expect(heading).toBeInViewport();
  const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(await stickyBottom(page));
}

/** Where an element's top is in the window, in px. */
async function viewportTop(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .evaluate((element) => Math.round(element.getBoundingClientRect().top));
}

/**
 * Scrolls `/` straight to its last section, as the End key or the scroll bar do: the blocks
 * passed over (the API table among them) are never rendered, and are skipped at estimated
 * heights. Returns the selector of that section's heading and where it stands in the window.
 */
async function jumpFarDownTheHomePage(page: Page): Promise<{ heading: string; top: number }> {
  await gotoHydrated(page, '/');
  const id = await page
    .locator('.de-markdown h2')
    .last()
    .evaluate((element) => {
      window.scrollBy(0, element.getBoundingClientRect().top - 300);
      return element.id;
    });
  const heading = `[id="${id}"]`;
  // Once the blocks that came near the window are rendered, the heading stays put.
  let top = Number.NaN;
  await expect
    .poll(async () => {
      const previous = top;
      top = await viewportTop(page, heading);
      return top === previous;
    })
    .toBe(true);
  return { heading, top };
}

/** The heading shows at `top` again, and stays there once the page skips far blocks again. */
async function expectHeadingAt(page: Page, heading: string, top: number) {
  await expect
    .poll(async () => Math.abs((await viewportTop(page, heading)) - top))
    .toBeLessThanOrEqual(2);
  await expect(page.locator('html')).not.toHaveClass(/de-render-all/);
  expect(Math.abs((await viewportTop(page, heading)) - top)).toBeLessThanOrEqual(2);
}

test.describe('the phone menu at 375 × 812', () => {
  test.use({ viewport: PHONE });

  test('opens below the header with the pages, the colour mode by name, and a locked page', async ({
    page,
  }) => {
    await gotoHydrated(page, '/demo/base');
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    const header = await page.locator('.de-header').boundingBox();
    const box = await menu.boundingBox();
    expect(box?.y).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0) - 1);
    await expect(menu.getByRole('link', { name: 'ChangeLog' })).toBeInViewport();
    await expect(menu.getByRole('link', { name: 'placement' })).toBeVisible();
    // Its name beside the icon, not only in the closed select's value.
    await expect(menu.locator('.de-color-switch-label')).toHaveText('Light Mode');
    await expect(menu.locator('.de-color-switch-label')).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

    await menu.getByRole('link', { name: 'placement' }).click();
    await expect(page).toHaveURL(/\/demo\/placement$/);
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test('keeps the focus inside, closes on Escape and gives the focus back', async ({ page }) => {
    await gotoHydrated(page, '/demo/base');
    const button = page.getByRole('button', { name: 'Menu' });
    await button.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    const stops = await menu.evaluate(
      (dialog) =>
        [...dialog.querySelectorAll('a[href], button, select')].filter(
          (element) => element.getClientRects().length > 0,
        ).length,
    );
    for (let step = 0; step < stops + 2; step += 1) {
      await page.keyboard.press('Tab');
      expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    for (let step = 0; step < 3; step += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('the colour mode chosen in the menu applies to the page', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('combobox', { name: 'Light Mode' }).selectOption('dark');
    await expect(page.locator('html')).toHaveAttribute('data-prefers-color', 'dark');
    await expect(menu.locator('.de-color-switch-label')).toHaveText('Dark Mode');
  });
});

for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`"On this page" at ${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport });

    test('the home page has it, and an entry lands its heading below the sticky bars', async ({
      page,
    }) => {
      await gotoHydrated(page, '/');
      const toc = page.getByRole('navigation', { name: 'On this page' });
      if (viewport === PHONE) {
        await toc.getByRole('button', { name: /On this page/ }).click();
      }
      const entries = toc.getByRole('link');
      expect(await entries.count()).toBeGreaterThan(1);
      const entry = entries.nth(2);
      const id = ((await entry.getAttribute('href')) ?? '').slice(1);
      await entry.click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expectBelowStickyBars(page, id);
      if (viewport === PHONE) await expect(toc.getByRole('link').first()).toBeHidden();
    });

    test('the entry clicked is the one marked, the last one included', async ({ page }) => {
      await gotoHydrated(page, '/changelog');
      const toc = page.getByRole('navigation', { name: 'On this page' });
      const openList = async () => {
        if (viewport === PHONE) await toc.getByRole('button', { name: /On this page/ }).click();
      };
      const entries = toc.getByRole('link');
      await openList();
      const last = entries.last();
      const lastName = (await last.textContent()) ?? '';
      await last.click();
      await openList();
      await expect(toc.getByRole('link', { name: lastName, exact: true })).toHaveAttribute(
        'aria-current',
        'location',
      );
      await toc.getByRole('link', { name: '1.0.0', exact: true }).click();
      await openList();
      await expect(toc.getByRole('link', { name: '1.0.0', exact: true })).toHaveAttribute(
        'aria-current',
        'location',
      );
      await expect(toc.locator('[aria-current]')).toHaveCount(1);
    });
  });
}

test.describe('the heading being read at 1280 × 800', () => {
  test.use({ viewport: DESKTOP });

  test('is one on screen, not one scrolled out of sight above it', async ({ page }) => {
    await gotoHydrated(page, '/changelog');
    // 1.5.0 near the top of the window, its predecessor 2.1.0 above it, out of sight.
    await page.evaluate(() => {
      const heading = document.getElementById('150');
      if (heading) window.scrollBy(0, heading.getBoundingClientRect().top - 200);
    });
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await expect(toc.getByRole('link', { name: '1.5.0', exact: true })).toHaveAttribute(
      'aria-current',
      'location',
    );
  });

  test('a page whose sidebar would list only itself has no sidebar column', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await gotoHydrated(page, '/changelog');
    await expect(page.getByRole('navigation', { name: 'Pages' })).toHaveCount(0);
    // No empty column on either side: the text is centred in the window.
    const content = await page.locator('.de-layout-content').boundingBox();
    if (!content) throw new Error('the changelog has no text column');
    expect(Math.abs(content.x - (1024 - content.x - content.width))).toBeLessThanOrEqual(2);
  });
});

test.describe('history', () => {
  test.use({ viewport: DESKTOP });

  test('Back and Forward return to where the reader was on each page', async ({ page }) => {
    await gotoHydrated(page, '/changelog');
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
    await page.locator('.de-navbar').getByRole('link', { name: 'Demo' }).click();
    await expect(page).toHaveURL(/\/demo\/base$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // Scrolled again until it holds: the page is short of 150 px until its demos are in.
    await expect
      .poll(() =>
        page.evaluate(() => {
          window.scrollTo(0, 150);
          return window.scrollY;
        }),
      )
      .toBe(150);

    await page.goBack();
    await expect(page).toHaveURL(/\/changelog$/);
    await expect
      .poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - 1500))
      .toBeLessThanOrEqual(10);
    await page.goForward();
    await expect(page).toHaveURL(/\/demo\/base$/);
    await expect
      .poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - 150))
      .toBeLessThanOrEqual(10);
  });

  test('Back at once after scrolling still returns to where the reader was', async ({ page }) => {
    await gotoHydrated(page, '/changelog');
    await page.locator('.de-navbar').getByRole('link', { name: 'Demo' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('base');
    // In one task, so Back comes before the frame that reports the scroll.
    await page.evaluate(() => {
      window.scrollTo(0, 150);
      window.history.back();
    });
    await expect(page).toHaveURL(/\/changelog$/);
    await page.goForward();
    await expect(page).toHaveURL(/\/demo\/base$/);
    await expect
      .poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - 150))
      .toBeLessThanOrEqual(10);
  });

  test('a link followed at once after scrolling still brings Back to where the reader was', async ({
    page,
  }) => {
    await gotoHydrated(page, '/changelog');
    // In one task, as a fast reader's scroll and press on a link can come before the frame that
    // reports the scroll; the press comes as the browser sends it, pointerdown then click.
    await page.evaluate(() => {
      window.scrollTo(0, 1500);
      const link = [...document.querySelectorAll<HTMLAnchorElement>('.de-navbar a')].find(
        (anchor) => anchor.textContent === 'Demo',
      );
      link?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      link?.click();
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('base');
    await page.goBack();
    await expect(page).toHaveURL(/\/changelog$/);
    await expect
      .poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - 1500))
      .toBeLessThanOrEqual(10);
  });

  test('Back after a link to a heading returns to where the reader was on the page', async ({
    page,
  }) => {
    await gotoHydrated(page, '/changelog');
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
    await page
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('link', { name: '1.0.0', exact: true })
      .click();
    await expect(page).toHaveURL(/#100$/);
    await expectBelowStickyBars(page, '100');
    await page.goBack();
    await expect
      .poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - 300))
      .toBeLessThanOrEqual(10);
  });

  test('Back far down a long page shows the same content where the reader left it', async ({
    page,
  }) => {
    const { heading, top } = await jumpFarDownTheHomePage(page);
    await page.locator('.de-navbar').getByRole('link', { name: 'Demo' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('base');
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expectHeadingAt(page, heading, top);
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('base');
    await page.goBack();
    await expectHeadingAt(page, heading, top);
  });

  test('a reload far down a long page shows the same content where the reader left it', async ({
    page,
  }) => {
    const { heading, top } = await jumpFarDownTheHomePage(page);
    await page.reload();
    await expect(page.locator('.de-search-shortcut')).toBeAttached();
    await expectHeadingAt(page, heading, top);
  });

  test('an address with a heading down a long page lands it just below the sticky header', async ({
    page,
  }) => {
    // The home page's API section, below the demo and the code blocks.
    await page.goto('/#api');
    await page.waitForLoadState('networkidle');
    await expectBelowStickyBars(page, 'api');
    const heading = '[id="api"]';
    const top = await viewportTop(page, heading);
    expect(top).toBeLessThanOrEqual((await stickyBottom(page)) + 32);
    await expectHeadingAt(page, heading, top);
  });

  test('an entry of "On this page" far down a long page lands its heading and it stays', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    await page
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('link', { name: 'Development', exact: true })
      .click();
    await expect(page).toHaveURL(/#development$/);
    await expectBelowStickyBars(page, 'development');
    const heading = '[id="development"]';
    await expectHeadingAt(page, heading, await viewportTop(page, heading));
  });

  test('an address with a heading lands it below the sticky header, on a phone too', async ({
    page,
  }) => {
    await gotoHydrated(page, '/changelog#150');
    await expectBelowStickyBars(page, '150');
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, '/demo/placement');
    await page.goto('/changelog#110');
    await page.waitForLoadState('networkidle');
    await expectBelowStickyBars(page, '110');
  });
});

/**
 * Holds the scripts of the next page until `until` settles, as on a slow network. Returns how
 * many requests were held.
 */
async function holdNextPage(page: Page, until: () => Promise<void>): Promise<() => number> {
  let held = 0;
  await page.route('**/assets/*.js', async (route) => {
    held += 1;
    await until();
    await route.continue();
  });
  return () => held;
}

/** Holds the next page until the loading skeleton shows: the new page then replaces it. */
function holdNextPageUntilSkeleton(page: Page): Promise<() => number> {
  return holdNextPage(page, () => page.locator('.de-loading').waitFor());
}

/** The heading comes to the top of the window, just below the sticky bars, as a direct load puts it. */
async function expectAtTop(page: Page, id: string) {
  const heading = `[id="${id}"]`;
  // The new page's chunk comes only after the skeleton shows, which a busy machine takes long to.
  await expect(page.locator(heading)).toBeAttached({ timeout: 15_000 });
  const belowStickyBars = async () =>
    (await viewportTop(page, heading)) - (await stickyBottom(page));
  await expect.poll(belowStickyBars).toBeLessThanOrEqual(32);
  expect(await belowStickyBars()).toBeGreaterThanOrEqual(0);
}

test.describe('a search hit on a heading of another page that loads slowly', () => {
  test('lands the heading at the top at 1280 × 800', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, '/changelog');
    await page.getByRole('combobox', { name: 'Type keywords...' }).fill('browser support');
    const hit = page.locator('.de-search-hit[href="/#browser-support"]');
    await expect(hit).toBeVisible();
    const held = await holdNextPageUntilSkeleton(page);
    await hit.click();
    await expect(page).toHaveURL(/\/#browser-support$/);
    await expectAtTop(page, 'browser-support');
    expect(held()).toBeGreaterThan(0);
  });

  test('lands the heading at the top in the phone search modal', async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Type keywords...' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Type keywords...' });
    await dialog.getByRole('combobox').fill('4.0.0');
    const hit = dialog.locator('.de-search-hit[href="/changelog#400"]');
    await expect(hit).toBeVisible();
    const held = await holdNextPageUntilSkeleton(page);
    await hit.tap();
    await expect(page).toHaveURL(/\/changelog#400$/);
    await expectAtTop(page, '400');
    expect(held()).toBeGreaterThan(0);
    await context.close();
  });
});

/** Holds the next page until the returned function is called: a network as slow as need be. */
async function holdNextPageUntilReleased(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await holdNextPage(page, () => released);
  return release;
}

/** The loading skeleton, not a status of the page left (a copy button's). */
function skeletonOf(page: Page): Locator {
  return page.getByRole('status').filter({ hasText: 'Loading...' });
}

/** The skeleton fills the content column, as the page it stands in for will. */
async function expectSkeletonAcrossTheColumn(page: Page, viewport: { width: number }) {
  const skeleton = await skeletonOf(page).boundingBox();
  const column = await page.locator('.de-layout-content').boundingBox();
  if (!skeleton || !column) throw new Error('no skeleton in a content column');
  expect(Math.abs(skeleton.width - column.width)).toBeLessThanOrEqual(1);
  // The column is as wide as a page's text (`--content-max`), or the phone less its margins.
  expect(column.width).toBeGreaterThanOrEqual(Math.min(780, viewport.width - 32));
}

for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`a link to a page that loads slowly at ${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport });

    test("shows the new page's skeleton, not the page left, under the new address", async ({
      page,
    }) => {
      await gotoHydrated(page, '/');
      const demo =
        viewport === PHONE
          ? page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Demo' })
          : page.locator('.de-navbar').getByRole('link', { name: 'Demo' });
      // The menu's own script comes before the network slows down.
      if (viewport === PHONE) await page.getByRole('button', { name: 'Menu' }).click();
      await expect(demo).toBeVisible();
      const release = await holdNextPageUntilReleased(page);
      await demo.click();
      await expect(page).toHaveURL(/\/demo\/base$/);
      await expect(skeletonOf(page)).toBeVisible();
      // Nothing of the home page claims the new address: its hero, its "On this page".
      await expect(page.locator('.de-hero')).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: 'On this page' })).toHaveCount(0);
      await expectSkeletonAcrossTheColumn(page, viewport);
      release();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('base');
      await expect(skeletonOf(page)).toHaveCount(0);
    });
  });
}

test.describe('a sidebar link to a page that loads slowly at 1280 × 800', () => {
  test.use({ viewport: DESKTOP });

  test('marks the new page in the sidebar while its skeleton shows', async ({ page }) => {
    await gotoHydrated(page, '/demo/base');
    const sidebar = page.getByRole('navigation', { name: 'Pages' });
    const release = await holdNextPageUntilReleased(page);
    await sidebar.getByRole('link', { name: 'placement', exact: true }).click();
    await expect(page).toHaveURL(/\/demo\/placement$/);
    await expect(skeletonOf(page)).toBeVisible();
    await expect(sidebar.locator('[aria-current="page"]')).toHaveText('placement');
    await expect(page.getByRole('heading', { level: 1, name: 'base' })).toHaveCount(0);
    await expectSkeletonAcrossTheColumn(page, DESKTOP);
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('placement');
  });
});
