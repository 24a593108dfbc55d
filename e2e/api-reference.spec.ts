import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors } from './consoleErrors.ts';

/** The home page's props table of the drawer. */
const api = (page: Page) => page.getByRole('region', { name: 'Drawer API' });
const row = (page: Page, name: string) => page.locator(`#api-${name}`);

let errors: string[];

test.beforeEach(({ page }) => {
  errors = collectConsoleErrors(page);
});

test.afterEach(() => {
  expect(errors, 'console errors').toEqual([]);
});

test.describe('the API reference on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('each prop is a block within the screen: nothing scrolls sideways, no text is cut', async ({
    page,
  }) => {
    await page.goto('/');
    const table = api(page);
    await table.scrollIntoViewIfNeeded();
    const layout = await table.evaluate((region) => {
      const cells = [...region.querySelectorAll<HTMLElement>('tbody th, tbody td')];
      return {
        scrolls: region.scrollWidth > region.clientWidth,
        rows: [...region.querySelectorAll('tbody tr')].map((tr) => {
          const box = tr.getBoundingClientRect();
          return { left: box.left, right: box.right };
        }),
        clipped: cells
          .filter((cell) => cell.scrollWidth > cell.clientWidth + 1)
          .map((cell) => cell.textContent),
        stacked: cells.every(
          (cell) =>
            getComputedStyle(cell).display === 'block' || getComputedStyle(cell).display === 'flex',
        ),
      };
    });
    expect(layout.rows.length).toBeGreaterThan(20);
    expect(layout.scrolls).toBe(false);
    expect(layout.clipped).toEqual([]);
    expect(layout.stacked).toBe(true);
    for (const { left, right } of layout.rows) {
      expect(left).toBeGreaterThanOrEqual(0);
      expect(right).toBeLessThanOrEqual(375);
    }
    // Type and default say what they are, since the column headings are not shown.
    await expect(row(page, 'placement').locator('.de-api-type')).toHaveCSS('display', 'flex');
    expect(
      await row(page, 'placement')
        .locator('.de-api-type')
        .evaluate((cell) => getComputedStyle(cell, '::before').content),
    ).toBe('"Type"');
  });
});

test.describe('the API reference on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('types break between words, never inside a name', async ({ page }) => {
    // Each text piece is a name or a piece the type may break after (`Handler<`), never less.
    await page.goto('/');
    await api(page).scrollIntoViewIfNeeded();
    const broken = await api(page).evaluate((region) => {
      const split: string[] = [];
      const texts = document.createTreeWalker(region, NodeFilter.SHOW_TEXT);
      for (let text = texts.nextNode(); text; text = texts.nextNode()) {
        if (!text.parentElement?.closest('.de-api-type')) continue;
        for (const word of (text.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(text, word.index);
          range.setEnd(text, word.index + word[0].length);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (lines.size > 1) split.push(word[0]);
        }
      }
      return split;
    });
    expect(broken).toEqual([]);
  });

  test('descriptions render their Markdown; a deprecated prop names its replacement in the row', async ({
    page,
  }) => {
    await page.goto('/');
    const placement = row(page, 'placement');
    await expect(placement.locator('.de-api-description code').first()).toHaveText('start');
    await expect(placement.locator('.de-api-description')).not.toContainText('`');

    const width = row(page, 'width');
    await expect(width.locator('s')).toHaveText('width');
    await expect(width.locator('.de-api-description')).toContainText(
      'Deprecated: Use size instead.',
    );
    await expect(width.locator('.de-api-description code')).toHaveText('size');
    await expect(width.locator('.de-api-description')).toBeVisible();
    // The note starts the cell, as any description does, without a paragraph's margin above it.
    await expect(width.locator('.de-api-deprecated')).toHaveCSS('margin-top', '0px');
  });

  test('a prose default reads as prose, a value as code', async ({ page }) => {
    await page.goto('/');
    const motionDefault = row(page, 'motion').locator('.de-api-default');
    await expect(motionDefault).toHaveText("the stylesheet's slide");
    await expect(motionDefault.locator('code')).toHaveCount(0);
    await expect(row(page, 'placement').locator('.de-api-default code')).toHaveText("'right'");
  });

  test('every prop has an anchor; its link shows on hover and on keyboard focus', async ({
    page,
  }) => {
    await page.goto('/#api-mask');
    const mask = row(page, 'mask');
    await expect(mask).toBeInViewport();
    const link = mask.getByRole('link', { name: 'Link to mask' });
    await expect(link).toHaveAttribute('href', '#api-mask');

    const keyboard = row(page, 'keyboard').getByRole('link', { name: 'Link to keyboard' });
    await expect(keyboard).toHaveCSS('opacity', '0');
    await row(page, 'keyboard').hover();
    await expect(keyboard).toHaveCSS('opacity', '1');
    await page.mouse.move(0, 0);
    await expect(keyboard).toHaveCSS('opacity', '0');

    // Focus without a pointer press is keyboard focus: the link shows although nothing is hovered.
    await keyboard.focus();
    await expect(keyboard).toBeFocused();
    await expect(keyboard).toHaveCSS('opacity', '1');
  });

  test("a prop's anchor link takes a press anywhere in a 24 px square, on a phone too", async ({
    page,
  }) => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 375, height: 812 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto('/#api-mask');
      const link = row(page, 'mask').getByRole('link', { name: 'Link to mask' });
      // What a press 11 px from the link's centre, at each corner of the square, lands on.
      const hits = await link.evaluate((anchor) => {
        const { x, y, width, height } = anchor.getBoundingClientRect();
        const [cx, cy] = [x + width / 2, y + height / 2];
        return [-11, 11].flatMap((dx) =>
          [-11, 11].map(
            (dy) => document.elementFromPoint(cx + dx, cy + dy)?.closest('a') === anchor,
          ),
        );
      });
      expect(hits).toEqual([true, true, true, true]);
    }
  });
});
