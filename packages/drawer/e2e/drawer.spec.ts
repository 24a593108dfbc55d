import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

const wrapper = '.rc-drawer:not(.nested) > .rc-drawer-content-wrapper';

async function events(page: Page) {
  return page.evaluate(() => ({ events: window.drawerEvents, openedAt: window.openedAt }));
}

async function openDrawer(page: Page) {
  await page.click('#trigger');
  await expect(page.locator('[role="dialog"]').first()).toBeVisible();
}

async function waitForEvents(page: Page, count: number) {
  await expect.poll(async () => (await events(page)).events.length).toBe(count);
}

test('opening and closing run the real slide transition, then afterOpenChange fires', async ({
  page,
}) => {
  await page.goto('/');
  await page.click('#trigger');
  // Mid-transition the rc-motion classes are on the wrapper.
  await expect(page.locator(wrapper)).toHaveClass(/rc-drawer-slide-appear-active/);
  await waitForEvents(page, 1);
  const opened = await events(page);
  expect(opened.events[0]?.open).toBe(true);
  expect((opened.events[0]?.at ?? 0) - opened.openedAt).toBeGreaterThan(250);
  await expect(page.locator(wrapper)).toHaveClass('rc-drawer-content-wrapper');

  await page.keyboard.press('Escape');
  await expect(page.locator(wrapper)).toHaveClass(/rc-drawer-slide-leave-active/);
  await waitForEvents(page, 2);
  expect((await events(page)).events[1]?.open).toBe(false);
  await expect(page.locator(wrapper)).toHaveClass(/rc-drawer-content-wrapper-hidden/);
  await expect(page.locator(wrapper)).toBeHidden();
});

test('prefers-reduced-motion skips the transition but still calls afterOpenChange', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await page.click('#trigger');
  await waitForEvents(page, 1);
  const { events: list, openedAt } = await events(page);
  expect((list[0]?.at ?? 0) - openedAt).toBeLessThan(150);
  await expect(page.locator(wrapper)).toHaveClass('rc-drawer-content-wrapper');
});

test('Tab and Shift+Tab cycle inside the drawer, and focus returns to the trigger on close', async ({
  page,
}) => {
  await page.goto('/');
  await page.focus('#trigger');
  await page.keyboard.press('Enter');
  await waitForEvents(page, 1);
  await expect(page.locator('[role="dialog"]').first()).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.locator('#first')).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.locator('#last')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.locator('#first')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(page.locator('#last')).toBeFocused();
  await page.keyboard.press('Escape');
  await waitForEvents(page, 2);
  await expect(page.locator('#trigger')).toBeFocused();
});

test('Escape during the opening transition closes the drawer and gives focus back', async ({
  page,
}) => {
  await page.goto('/');
  await page.focus('#trigger');
  await page.keyboard.press('Enter');
  await expect(page.locator(wrapper)).toHaveClass(/rc-drawer-slide-appear-active/);
  await page.waitForTimeout(100);
  await page.keyboard.press('Escape');
  await waitForEvents(page, 1);
  expect((await events(page)).events[0]?.open).toBe(false);
  await expect(page.locator(wrapper)).toBeHidden();
  await expect(page.locator('#trigger')).toBeFocused();
});

test('Escape closes only the nested drawer on top', async ({ page }) => {
  await page.goto('/');
  await openDrawer(page);
  await page.click('#last');
  await expect(page.locator('#nested-button')).toBeVisible();
  await expect(page.locator(wrapper)).toHaveCSS('transform', /matrix\(1, 0, 0, 1, -180, 0\)/);
  await page.keyboard.press('Escape');
  await expect(page.locator('#nested-button')).toBeHidden();
  await expect(page.locator('#first')).toBeVisible();
});

test('with a mask the page behind is inert and clicks on it are blocked', async ({ page }) => {
  await page.goto('/');
  const box = await page.locator('#outside').boundingBox();
  await openDrawer(page);
  await waitForEvents(page, 1);
  await expect(page.locator('#root')).toHaveAttribute('inert', '');
  await page.mouse.click((box?.x ?? 0) + 5, (box?.y ?? 0) + 5);
  // The click hit the mask, which closes the drawer; the button behind never saw it.
  await expect(page.locator('#outside-count')).toHaveText('0');
  await waitForEvents(page, 2);
  await expect(page.locator('#root')).not.toHaveAttribute('inert', '');
});

test('without a mask the page stays live and clickable', async ({ page }) => {
  await page.goto('/?mask=0');
  await openDrawer(page);
  await expect(page.locator('#root')).not.toHaveAttribute('inert', '');
  await page.click('#outside');
  await expect(page.locator('#outside-count')).toHaveText('1');
});

test('resizing by mouse drag and by arrow keys', async ({ page }) => {
  await page.goto('/?resizable=1');
  await openDrawer(page);
  await waitForEvents(page, 1);
  const handle = page.locator('.rc-drawer-resizable-dragger').first();
  await expect(handle).toHaveAttribute('role', 'separator');
  const start = await page.locator(wrapper).boundingBox();
  const grip = await handle.boundingBox();
  const x = (grip?.x ?? 0) + (grip?.width ?? 0) / 2;
  const y = (grip?.y ?? 0) + 100;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x - 60, y, { steps: 4 });
  await page.mouse.up();
  const dragged = await page.locator(wrapper).boundingBox();
  expect(Math.round(dragged?.width ?? 0)).toBe(Math.round((start?.width ?? 0) + 60));

  await handle.focus();
  await page.keyboard.press('ArrowRight');
  const keyed = await page.locator(wrapper).boundingBox();
  expect(Math.round(keyed?.width ?? 0)).toBe(Math.round((dragged?.width ?? 0) - 10));
  await expect(handle).toHaveAttribute('aria-valuenow', String(Math.round(keyed?.width ?? 0)));
});

test('resizing stops at maxSize', async ({ page }) => {
  await page.goto('/?resizable=1&max=420');
  await openDrawer(page);
  await waitForEvents(page, 1);
  const grip = await page.locator('.rc-drawer-resizable-dragger').first().boundingBox();
  const x = (grip?.x ?? 0) + 2;
  await page.mouse.move(x, 200);
  await page.mouse.down();
  await page.mouse.move(x - 300, 200, { steps: 5 });
  await page.mouse.up();
  expect(Math.round((await page.locator(wrapper).boundingBox())?.width ?? 0)).toBe(420);
});

test.describe('touch', () => {
  test.use({ hasTouch: true });

  async function swipe(
    page: Page,
    from: { x: number; y: number },
    to: { x: number; y: number },
    steps: number,
  ) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
    for (let step = 1; step <= steps; step++) {
      const point = {
        x: from.x + ((to.x - from.x) * step) / steps,
        y: from.y + ((to.y - from.y) * step) / steps,
      };
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
      await page.waitForTimeout(16);
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  }

  test('swiping the panel toward its edge closes it', async ({ page }) => {
    await page.goto('/?swipe=1');
    await openDrawer(page);
    await waitForEvents(page, 1);
    const panel = await page.locator(wrapper).boundingBox();
    const from = { x: (panel?.x ?? 0) + 40, y: 300 };
    await swipe(page, from, { x: from.x + 250, y: 305 }, 10);
    await waitForEvents(page, 2);
    await expect(page.locator(wrapper)).toBeHidden();
  });

  test('a short swipe snaps back', async ({ page }) => {
    await page.goto('/?swipe=1');
    await openDrawer(page);
    await waitForEvents(page, 1);
    const panel = await page.locator(wrapper).boundingBox();
    const from = { x: (panel?.x ?? 0) + 40, y: 300 };
    // Slow enough not to count as a flick.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
    for (let step = 1; step <= 5; step++) {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: from.x + step * 8, y: 300 }],
      });
      await page.waitForTimeout(60);
    }
    await page.waitForTimeout(200);
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: from.x + 40, y: 300 }],
    });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await page.waitForTimeout(400);
    expect((await events(page)).events).toHaveLength(1);
    expect((await page.locator(wrapper).boundingBox())?.x).toBe(panel?.x);
  });
});

test.describe('logical placement', () => {
  for (const [dir, placement, edge] of [
    ['ltr', 'start', 'left'],
    ['ltr', 'end', 'right'],
    ['rtl', 'start', 'right'],
    ['rtl', 'end', 'left'],
  ] as const) {
    test(`${placement} in ${dir} slides in from the ${edge}`, async ({ page }) => {
      await page.goto(`/?dir=${dir}&placement=${placement}`);
      // Sampled in the page two frames after the click: mid-transition, partly beyond its edge.
      const moving = await page.evaluate(async (selector) => {
        (document.getElementById('trigger') as HTMLElement).click();
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        return document.querySelector(selector)?.getBoundingClientRect().toJSON() as DOMRect;
      }, wrapper);
      await waitForEvents(page, 1);
      const box = await page.locator(wrapper).boundingBox();
      const width = await page.evaluate(() => document.documentElement.clientWidth);
      if (edge === 'left') {
        expect(box?.x).toBe(0);
        expect(moving?.x).toBeLessThan(0);
      } else {
        expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(width);
        expect(moving?.x).toBeGreaterThan(box?.x ?? 0);
      }
    });
  }
});
