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

/** Every class list the wrapper has had so far, transient motion steps included. */
async function wrapperClasses(page: Page) {
  return page.evaluate(() => window.wrapperClasses);
}

/** Ends the running CSS transitions at once, as if their time had passed (`transitionend` fires). */
async function finishTransitions(page: Page) {
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) animation.finish();
  });
}

test('opening and closing run the real slide transition, then afterOpenChange fires', async ({
  page,
}) => {
  await page.goto('/');
  await page.click('#trigger');
  await waitForEvents(page, 1);
  const opened = await events(page);
  expect(opened.events[0]?.open).toBe(true);
  // The 0.3 s slide ran: afterOpenChange came after it, however long the machine took.
  expect((opened.events[0]?.at ?? 0) - opened.openedAt).toBeGreaterThan(250);
  await expect(page.locator(wrapper)).toHaveClass('rc-drawer-content-wrapper');
  // On the way, the rc-motion classes were on the wrapper: the start step, then the active one.
  expect(await wrapperClasses(page)).toEqual([
    'rc-drawer-content-wrapper rc-drawer-slide-appear rc-drawer-slide-appear-start',
    'rc-drawer-content-wrapper rc-drawer-slide-appear rc-drawer-slide-appear-active',
    'rc-drawer-content-wrapper',
  ]);

  await page.keyboard.press('Escape');
  await waitForEvents(page, 2);
  expect((await wrapperClasses(page)).slice(3)).toEqual([
    'rc-drawer-content-wrapper rc-drawer-slide-leave rc-drawer-slide-leave-start',
    'rc-drawer-content-wrapper rc-drawer-slide-leave rc-drawer-slide-leave-active',
    'rc-drawer-content-wrapper rc-drawer-content-wrapper-hidden',
  ]);
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
  // The stylesheet declares no transition under reduce: the -active classes start none, so the
  // motion completes in the task of the click that opened it, before anything could animate.
  const state = await page.evaluate(() => ({
    events: window.drawerEvents.map((event) => event.open),
    animations: document.getAnimations().length,
  }));
  expect(state).toEqual({ events: [true], animations: 0 });
  await expect(page.locator(wrapper)).toHaveClass('rc-drawer-content-wrapper');
  expect(await wrapperClasses(page)).toEqual([
    'rc-drawer-content-wrapper rc-drawer-slide-appear rc-drawer-slide-appear-start',
    'rc-drawer-content-wrapper rc-drawer-slide-appear rc-drawer-slide-appear-active',
    'rc-drawer-content-wrapper',
  ]);
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
  // The opening slide takes 30 s here: Escape lands in its middle however busy the machine is.
  await page.goto('/?slowOpen=1');
  await page.focus('#trigger');
  await page.keyboard.press('Enter');
  await expect(page.locator(wrapper)).toHaveClass(/rc-drawer-slide-appear-active/);
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

test('a click on the mask gives focus back to the trigger, and Tab goes on through the page', async ({
  page,
}) => {
  await page.goto('/');
  const box = await page.locator('#outside').boundingBox();
  await page.focus('#trigger');
  await page.keyboard.press('Enter');
  await waitForEvents(page, 1);
  await page.mouse.click((box?.x ?? 0) + 5, (box?.y ?? 0) + 5);
  await waitForEvents(page, 2);
  await expect(page.locator('#trigger')).toBeFocused();
  // The closed drawer's focus guards are no stops: Tab leaves the trigger for the page's next
  // control, and a focus put on a guard does not keep Tab between the two.
  await page.keyboard.press('Tab');
  await expect(page.locator('#trigger')).not.toBeFocused();
  expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-sentinel'))).toBe(
    false,
  );
  await page.locator('[data-sentinel="end"]').first().focus();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-sentinel'))).toBe(
    false,
  );
});

test('without a mask the page stays live and clickable', async ({ page }) => {
  await page.goto('/?mask=0');
  await openDrawer(page);
  await expect(page.locator('#root')).not.toHaveAttribute('inert', '');
  await page.click('#outside');
  await expect(page.locator('#outside-count')).toHaveText('1');
});

/** The middle of the resize handle. */
/**
 * A point on the resize handle, once the drawer has slid in: on a busy machine afterOpenChange may
 * come from the motion's deadline while the slide still runs, and the handle is still moving.
 */
async function gripPoint(page: Page) {
  await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0);
  const grip = await page.locator('.rc-drawer-resizable-dragger').first().boundingBox();
  return { x: (grip?.x ?? 0) + (grip?.width ?? 0) / 2, y: (grip?.y ?? 0) + 200 };
}

async function wrapperWidth(page: Page) {
  return Math.round((await page.locator(wrapper).boundingBox())?.width ?? 0);
}

async function resizeEvents(page: Page) {
  return page.evaluate(() => window.resizeEvents);
}

test('resizing with the mouse, one callback per step', async ({ page }) => {
  await page.goto('/?resizable=1');
  await openDrawer(page);
  await waitForEvents(page, 1);
  const handle = page.locator('.rc-drawer-resizable-dragger').first();
  await expect(handle).toHaveAttribute('role', 'separator');
  await expect(handle).toHaveAccessibleName('Resize drawer');
  const start = await wrapperWidth(page);
  const { x, y } = await gripPoint(page);
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x - 30, y);
  await page.mouse.move(x - 60, y);
  await page.mouse.up();
  await expect.poll(() => wrapperWidth(page)).toBe(start + 60);
  expect(await resizeEvents(page)).toEqual([
    { type: 'start', size: start },
    { type: 'resize', size: start + 30 },
    { type: 'resize', size: start + 60 },
    { type: 'end', size: start + 60 },
  ]);
});

test('resizing with the keyboard: arrows, Home and End', async ({ page }) => {
  await page.goto('/?resizable=1&max=600');
  await openDrawer(page);
  await waitForEvents(page, 1);
  const handle = page.locator('.rc-drawer-resizable-dragger').first();
  const start = await wrapperWidth(page);
  const grip = () => handle.evaluate((element) => getComputedStyle(element, '::after').content);
  expect(await grip()).toBe('none');
  await handle.focus();
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => wrapperWidth(page)).toBe(start + 10);
  // Visible on keyboard focus, not only on hover: the grip shows.
  expect(await grip()).not.toBe('none');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => wrapperWidth(page)).toBe(start - 10);
  await expect(handle).toHaveAttribute('aria-valuenow', String(start - 10));
  await page.keyboard.press('End');
  await expect.poll(() => wrapperWidth(page)).toBe(600);
  await expect(handle).toHaveAttribute('aria-valuenow', '600');
  await page.keyboard.press('Home');
  await expect.poll(() => wrapperWidth(page)).toBe(0);
  await expect(handle).toHaveAttribute('aria-valuenow', '0');
  await expect(handle).toHaveAttribute('aria-valuemin', '0');
});

test('resizing stops at maxSize', async ({ page }) => {
  await page.goto('/?resizable=1&max=420');
  await openDrawer(page);
  await waitForEvents(page, 1);
  const { x, y } = await gripPoint(page);
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x - 300, y, { steps: 5 });
  await page.mouse.up();
  await expect.poll(() => wrapperWidth(page)).toBe(420);
});

test('a pen resizes once per step (it fires pointer and mouse events)', async ({ page }) => {
  await page.goto('/?resizable=1');
  await openDrawer(page);
  await waitForEvents(page, 1);
  const start = await wrapperWidth(page);
  const { x, y } = await gripPoint(page);
  const cdp = await page.context().newCDPSession(page);
  const pen = { pointerType: 'pen' as const, button: 'left' as const, buttons: 1, clickCount: 1 };
  await cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', x, y, ...pen });
  await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x: x - 40, y, ...pen });
  await cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', x: x - 40, y, ...pen });
  await expect.poll(() => wrapperWidth(page)).toBe(start + 40);
  expect(await resizeEvents(page)).toEqual([
    { type: 'start', size: start },
    { type: 'resize', size: start + 40 },
    { type: 'end', size: start + 40 },
  ]);
});

test.describe('touch', () => {
  test.use({ hasTouch: true });

  /**
   * A finger from `from` to `to` in `steps` moves, `ms` apart: the events carry these times, so the
   * gesture's speed is the same however busy the machine is.
   */
  async function swipe(
    page: Page,
    from: { x: number; y: number },
    to: { x: number; y: number },
    { steps, ms }: { steps: number; ms: number },
  ) {
    const cdp = await page.context().newCDPSession(page);
    const began = Date.now() / 1000;
    const at = (step: number) => began + (step * ms) / 1000;
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: [from],
      timestamp: at(0),
    });
    for (let step = 1; step <= steps; step++) {
      const point = {
        x: from.x + ((to.x - from.x) * step) / steps,
        y: from.y + ((to.y - from.y) * step) / steps,
      };
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [point],
        timestamp: at(step),
      });
    }
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchEnd',
      touchPoints: [],
      timestamp: at(steps + 1),
    });
  }

  /** Opens the swipeable drawer; returns where a swipe on its panel may start. */
  async function openSwipeable(page: Page) {
    await page.goto('/?swipe=1');
    await openDrawer(page);
    await waitForEvents(page, 1);
    const panel = await page.locator(wrapper).boundingBox();
    return { panelX: panel?.x, from: { x: (panel?.x ?? 0) + 40, y: 300 } };
  }

  test('swiping the panel toward its edge closes it', async ({ page }) => {
    const { from } = await openSwipeable(page);
    await swipe(page, from, { x: from.x + 250, y: 305 }, { steps: 10, ms: 50 });
    await waitForEvents(page, 2);
    await expect(page.locator(wrapper)).toBeHidden();
  });

  test('a short, slow swipe snaps back', async ({ page }) => {
    const { panelX, from } = await openSwipeable(page);
    // 40px of 378 in 300 ms: short of the threshold, and no flick.
    await swipe(page, from, { x: from.x + 40, y: 300 }, { steps: 5, ms: 50 });
    // Back where it was, and still open: a close would have slid it out instead.
    await expect.poll(async () => (await page.locator(wrapper).boundingBox())?.x).toBe(panelX);
    await expect(page.locator('.rc-drawer:not(.nested)')).toHaveClass(/rc-drawer-open/);
    expect((await events(page)).events).toHaveLength(1);
  });

  test('a short flick closes it', async ({ page }) => {
    const { from } = await openSwipeable(page);
    // The same 40px in 60 ms.
    await swipe(page, from, { x: from.x + 40, y: 300 }, { steps: 5, ms: 10 });
    await waitForEvents(page, 2);
    await expect(page.locator(wrapper)).toBeHidden();
  });

  test('resizing with a finger on the handle, not swiping', async ({ page }) => {
    await page.goto('/?resizable=1&swipe=1');
    await openDrawer(page);
    await waitForEvents(page, 1);
    const start = await wrapperWidth(page);
    const { x, y } = await gripPoint(page);
    await swipe(page, { x, y }, { x: x - 50, y }, { steps: 5, ms: 20 });
    await expect.poll(() => wrapperWidth(page)).toBe(start + 50);
    await swipe(page, { x: x - 50, y }, { x: x + 30, y }, { steps: 4, ms: 20 });
    await expect.poll(() => wrapperWidth(page)).toBe(start - 30);
    const starts = (await resizeEvents(page)).filter((event) => event.type === 'start');
    expect(starts).toEqual([
      { type: 'start', size: start },
      { type: 'start', size: start + 50 },
    ]);
    await expect(page.locator('.rc-drawer:not(.nested)')).toHaveClass(/rc-drawer-open/);
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
      // A 30 s opening slide, sampled in its first moments: partly beyond its edge.
      await page.goto(`/?dir=${dir}&placement=${placement}&slowOpen=1`);
      await page.click('#trigger');
      await expect(page.locator(wrapper)).toHaveClass(/rc-drawer-slide-appear-active/);
      const moving = await page.locator(wrapper).boundingBox();
      await finishTransitions(page);
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
