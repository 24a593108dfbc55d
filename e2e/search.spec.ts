import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './gotoHydrated.ts';

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Type keywords...' });
const results = (page: Page) => page.getByRole('listbox');
const searchStatus = (page: Page) => page.locator('.de-search').getByRole('status');
/** A locale's search data, which the build names `~data/<locale>/search.js`. */
const SEARCH_DATA = /\/~data\/[\w-]+\/search\.js$/;

test.describe('site search', () => {
  test('the search data is fetched on first use, never in the first page load', async ({
    page,
  }) => {
    const searchRequests: string[] = [];
    page.on('request', (request) => {
      if (SEARCH_DATA.test(request.url()) || /searchWorker|searchSession/.test(request.url()))
        searchRequests.push(request.url());
    });
    await gotoHydrated(page, '/');
    await page.waitForLoadState('networkidle');
    expect(searchRequests).toEqual([]);
    await searchBox(page).focus();
    await expect.poll(() => searchRequests.some((url) => SEARCH_DATA.test(url))).toBe(true);
  });

  test('typing a page title lists that page first in its group, highlighted', async ({ page }) => {
    await gotoHydrated(page, '/');
    await searchBox(page).fill('placement');
    const demoGroup = results(page).getByRole('group', { name: 'Demo' });
    const first = demoGroup.getByRole('option').first();
    await expect(first).toHaveAttribute('href', '/demo/placement');
    await expect(first.locator('mark').first()).toHaveText(/^placement$/i);
  });

  test("typing a prop's name lists its row of the API table, and the hit lands on that row", async ({
    page,
  }) => {
    // From another page: following the hit changes page, then brings the row into view.
    await gotoHydrated(page, '/demo/base');
    await searchBox(page).fill('maskClosable');
    const hit = results(page).getByRole('option').first();
    await expect(hit).toHaveAttribute('href', '/#api-maskClosable');
    await expect(hit.locator('mark').first()).toHaveText('maskClosable');
    await expect(hit).toContainText('Whether a click on the mask calls onClose.');
    await hit.click();
    await expect(page).toHaveURL(/\/#api-maskClosable$/);
    await expect(page.locator('#api-maskClosable')).toBeInViewport();
  });

  test("text typed before the page's scripts have run is kept and searched once they have", async ({
    page,
  }) => {
    let runScripts: () => void = () => undefined;
    const scriptsHeld = new Promise<void>((resolve) => (runScripts = resolve));
    await page.route(/\.js$/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await searchBox(page).fill('placement');
    runScripts();
    // Every script of the page, then the search's data and worker, load after the release.
    await expect(results(page).getByRole('option').first()).toHaveAttribute(
      'href',
      '/demo/placement',
      { timeout: 10_000 },
    );
    await expect(searchBox(page)).toHaveValue('placement');
  });

  test('groups are listed in the order the navigation shows them', async ({ page }) => {
    await gotoHydrated(page, '/');
    await searchBox(page).fill('drawer');
    await expect(results(page)).toBeVisible();
    const titles = await results(page).locator('.de-search-result-group').allTextContents();
    const navOrder = await page.locator('.de-navbar-link').allTextContents();
    expect(titles.length).toBeGreaterThan(1);
    expect(titles).toEqual(navOrder.filter((title) => titles.includes(title)));
  });

  test('whitespace-separated keywords are alternatives, matched whatever their case', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    await searchBox(page).fill('SWIPETOCLOSE zzzznothing');
    await expect(results(page).getByRole('option').first()).toBeVisible();
    await expect(results(page).locator('mark').first()).toHaveText(/swipetoclose/i);
  });

  test('with no hits the box says so', async ({ page }) => {
    await gotoHydrated(page, '/');
    await searchBox(page).fill('qqzzxxnothing');
    await expect(searchStatus(page)).toHaveText('No content was found for “qqzzxxnothing”');
  });

  test('a search data load that fails says so, apart from no hits, and Try again recovers', async ({
    page,
  }) => {
    let failLoads = true;
    await page.route(SEARCH_DATA, (route) => (failLoads ? route.abort() : route.continue()));
    await gotoHydrated(page, '/');
    await searchBox(page).fill('drawer');
    const alert = page.locator('.de-search').getByRole('alert');
    await expect(alert).toContainText('The search data could not be loaded.');
    await expect(page.locator('.de-search').getByText('No content was found')).toHaveCount(0);
    failLoads = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(results(page).getByRole('option').first()).toBeVisible();
    await expect(alert).toHaveCount(0);
  });

  test('markup and regular-expression characters are searched as plain text', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await gotoHydrated(page, '/');
    await searchBox(page).fill('<img src=x onerror=alert(1)>');
    await expect(searchStatus(page)).toHaveText(
      'No content was found for “<img src=x onerror=alert(1)>”',
    );
    await searchBox(page).fill('.*');
    await expect(searchStatus(page)).toHaveText('No content was found for “.*”');
    expect(dialogs).toEqual([]);
  });

  test('arrow keys move through the results with wrap-around, and Enter opens the active one', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const box = searchBox(page);
    await box.fill('drawer');
    const options = results(page).getByRole('option');
    await expect(options.first()).toBeVisible();
    const count = await options.count();

    await box.press('ArrowUp');
    await expect(options.nth(count - 1)).toHaveAttribute('aria-selected', 'true');
    await expect(options.nth(count - 1)).toBeInViewport();
    await box.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await box.press('ArrowDown');
    const second = options.nth(1);
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute(
      'aria-activedescendant',
      (await second.getAttribute('id')) ?? '',
    );

    const href = (await second.getAttribute('href')) ?? '';
    await box.press('Enter');
    await expect(page).toHaveURL(href);
    await expect(results(page)).toBeHidden();
  });

  test('while the results code loads, the box says Loading... instead of an empty frame', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    // The results code loads on the box's first focus: held here until the box has been checked.
    let release = (): void => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const held: string[] = [];
    await page.route('**/assets/*.js', async (route) => {
      held.push(route.request().url());
      await released;
      await route.continue();
    });
    await searchBox(page).fill('drawer');
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await expect(page.locator('.de-search-popover').getByRole('status')).toHaveText('Loading...');
    release();
    await expect(results(page).getByRole('option').first()).toBeVisible();
  });

  test('a highlight cut by the end of its line leaves no lone highlighted block', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    await searchBox(page).fill('drawer');
    await expect(results(page).getByRole('option').first()).toBeVisible();
    const lines = results(page).locator('.de-search-hit-title, .de-search-hit-text');
    // Each line cut at a highlight, with where (in px from its left) the first such highlight starts.
    const cuts = await lines.evaluateAll((elements) =>
      elements.flatMap((line, index) => {
        const box = line.getBoundingClientRect();
        const cut = [...line.querySelectorAll('mark')].find((mark) => {
          const { left, right } = mark.getBoundingClientRect();
          return left < box.right && right > box.right;
        });
        return cut ? [{ index, from: Math.ceil(cut.getBoundingClientRect().left - box.left) }] : [];
      }),
    );
    expect(cuts.length).toBeGreaterThan(0);
    const markColor = await results(page)
      .locator('mark')
      .first()
      .evaluate((mark) => getComputedStyle(mark).backgroundColor);
    for (const { index, from } of cuts) {
      const shot = await lines.nth(index).screenshot();
      expect(await countColor(page, shot, markColor, from)).toBe(0);
    }
  });

  test('nothing is searched while an input method is still composing', async ({ page }) => {
    await gotoHydrated(page, '/');
    await searchBox(page).focus();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.imeSetComposition', { text: 'chou', selectionStart: 4, selectionEnd: 4 });
    await expect(searchBox(page)).toHaveValue('chou');
    // No time needs to pass to know: the CDP call returns once the page has handled the
    // composition events, React renders a discrete event's changes before that handling ends, and
    // the popover opens in the same render as any change of the keywords.
    await expect(page.locator('.de-search-popover')).toBeHidden();
    await cdp.send('Input.insertText', { text: '抽屉' });
    await expect(searchBox(page)).toHaveValue('抽屉');
    await expect(searchStatus(page)).toHaveText('No content was found for “抽屉”');
  });

  test('Tab leaves the search for the next control of the header; a click still opens a hit', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const box = searchBox(page);
    await box.fill('drawer');
    const third = results(page).getByRole('option').nth(2);
    await expect(third).toBeVisible();
    await box.press('ArrowDown');
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute(
      'aria-activedescendant',
      (await third.getAttribute('id')) ?? '',
    );
    await box.press('Tab');
    await expect(page.locator('.de-header .de-navbar-link').first()).toBeFocused();
    await expect(results(page)).toBeHidden();
    await page.keyboard.press('Shift+Tab');
    await expect(box).toBeFocused();
    const href = (await third.getAttribute('href')) ?? '';
    await third.click();
    await expect(page).toHaveURL(href);
  });

  test('Escape closes the results and leaves the box focused; typing shows them again', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    await searchBox(page).fill('drawer');
    await expect(results(page)).toBeVisible();
    await searchBox(page).press('Escape');
    await expect(results(page)).toBeHidden();
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.type(' mask');
    await expect(results(page)).toBeVisible();
    await expect(searchBox(page)).toHaveValue('drawer mask');
  });

  test('Ctrl K and / focus the header box', async ({ page }) => {
    await gotoHydrated(page, '/');
    await expect(page.locator('.de-search-shortcut')).toHaveText('Ctrl K');
    await page.keyboard.press('Control+k');
    await expect(searchBox(page)).toBeFocused();
    await searchBox(page).blur();
    await page.keyboard.press('/');
    await expect(searchBox(page)).toBeFocused();
    await expect(searchBox(page)).toHaveValue('');
  });

  test.describe('on a narrow screen', () => {
    test.use({ viewport: { width: 375, height: 720 } });

    test('the shortcut opens a search modal that locks the page scroll', async ({ page }) => {
      await gotoHydrated(page, '/');
      await page.keyboard.press('/');
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('combobox')).toBeFocused();
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

      await dialog.getByRole('combobox').fill('placement');
      await expect(dialog.getByRole('option').first()).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe(
        'hidden',
      );
    });

    test('what is typed right after the shortcut lands in the modal box', async ({ page }) => {
      await gotoHydrated(page, '/');
      // Typed at once, while the modal's code is still on its way.
      await page.keyboard.press('/');
      await page.keyboard.type('placement');
      const box = page.getByRole('dialog').getByRole('combobox');
      await expect(box).toBeFocused();
      await expect(box).toHaveValue('placement');
      await page.keyboard.type(' api');
      await expect(box).toHaveValue('placement api');
      await expect(page.getByRole('dialog').getByRole('option').first()).toBeVisible();
    });

    test('Tab stays in the modal, on its box, past the results', async ({ page }) => {
      await gotoHydrated(page, '/');
      await page.keyboard.press('/');
      const box = page.getByRole('dialog').getByRole('combobox');
      await box.fill('drawer');
      await expect(page.getByRole('dialog').getByRole('option').first()).toBeVisible();
      await box.press('Tab');
      await expect(box).toBeFocused();
      await box.press('Shift+Tab');
      await expect(box).toBeFocused();
    });

    test("a hit's long title wraps rather than cutting off what it found", async ({ page }) => {
      await gotoHydrated(page, '/');
      await page.keyboard.press('/');
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('combobox').fill('maskClosable');
      // '…rawer/react - API - maskClosable': the prop's name comes last, past the phone's width.
      const title = dialog.getByRole('option').first().locator('.de-search-hit-title');
      await expect(title.locator('mark')).toHaveText('maskClosable');
      const [box, mark] = await Promise.all([
        title.boundingBox(),
        title.locator('mark').boundingBox(),
      ]);
      if (!box || !mark) throw new Error('no title or highlight on screen');
      expect(mark.x + mark.width).toBeLessThanOrEqual(box.x + box.width);
      expect(mark.y + mark.height).toBeLessThanOrEqual(box.y + box.height + 1);
    });

    test('the search button opens the modal, and a result navigates', async ({ page }) => {
      await gotoHydrated(page, '/');
      await page.getByRole('button', { name: 'Type keywords...' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('combobox').fill('changelog');
      const option = dialog.getByRole('option').first();
      const href = (await option.getAttribute('href')) ?? '';
      await option.click();
      await expect(page).toHaveURL(href);
      await expect(dialog).toBeHidden();
    });
  });
});

/**
 * How many pixels of a screenshot, from `fromX` rightwards, have the CSS colour `color`: decoded
 * by a canvas in a blank page, which no content security policy keeps from reading the image.
 */
async function countColor(page: Page, png: Buffer, color: string, fromX: number): Promise<number> {
  const blank = await page.context().newPage();
  const count = await blank.evaluate(
    async ({ data, color, fromX }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('No 2D canvas');
      context.drawImage(image, 0, 0);
      const sample = document.createElement('canvas').getContext('2d');
      if (!sample) throw new Error('No 2D canvas');
      sample.fillStyle = color;
      sample.fillRect(0, 0, 1, 1);
      const [r, g, b] = sample.getImageData(0, 0, 1, 1).data;
      const { data: pixels } = context.getImageData(fromX, 0, image.width - fromX, image.height);
      let matches = 0;
      for (let at = 0; at < pixels.length; at += 4) {
        const near = (channel: number, value: number | undefined) =>
          Math.abs((pixels[at + channel] ?? 0) - (value ?? 0)) <= 6;
        if (near(0, r) && near(1, g) && near(2, b)) matches += 1;
      }
      return matches;
    },
    { data: png.toString('base64'), color, fromX },
  );
  await blank.close();
  return count;
}
