import { expect, test, type Locator, type Page } from '@playwright/test';
import { collectConsoleErrors } from './consoleErrors.ts';

/** A demo's box on its page: the previewer's root carries the demo id. */
const demo = (page: Page, id: string) => page.locator(`#${id}`);

/** The wrapper that holds a drawer's panel: it moves, it is pushed, it is measured. */
const wrapperOf = (dialog: Locator) => dialog.locator('xpath=..');

let errors: string[];

test.beforeEach(({ page }) => {
  errors = collectConsoleErrors(page);
});

test.afterEach(() => {
  expect(errors, 'console errors').toEqual([]);
});

test.describe('home page example', () => {
  test('the example opens, keeps focus inside and closes with Escape', async ({ page }) => {
    await page.goto('/');
    const open = demo(page, 'index-demo-home').getByRole('button', { name: 'Open drawer' });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Hello, drawer' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toBeFocused();
    await expect(wrapperOf(dialog)).not.toHaveClass(/-(appear|enter)/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
  });
});

test.describe('base', () => {
  test('the button opens a 60% drawer on the right; Escape and the mask close it', async ({
    page,
  }) => {
    await page.goto('/demo/base');
    const box = demo(page, 'demo-base-demo-base');
    await box.getByRole('button', { name: 'Toggle drawer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Base drawer' });
    await expect(dialog).toBeVisible();
    await expect(box.getByText('afterOpenChange(true)')).toBeVisible();

    // Measured once the motion has ended; a scrollbar may take a few pixels of the window.
    await expect(wrapperOf(dialog)).not.toHaveClass(/-(appear|enter)/);
    const width = await page.evaluate(() => document.documentElement.clientWidth);
    const panel = await dialog.boundingBox();
    if (!panel) throw new Error('no panel box');
    expect(Math.abs(panel.width - width * 0.6)).toBeLessThan(20);
    expect(panel.x + panel.width).toBeGreaterThan(width - 20);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(box.getByText('afterOpenChange(false)')).toBeVisible();

    await box.getByRole('button', { name: 'Toggle drawer' }).click();
    await expect(dialog).toBeVisible();
    // The mask covers the page left of the panel.
    await page.mouse.click(10, 200);
    await expect(dialog).toBeHidden();
  });
});

test.describe('change', () => {
  test('nothing runs before the reader asks; the button opens the menu and a timer closes it', async ({
    page,
  }) => {
    await page.goto('/demo/change');
    const box = demo(page, 'demo-change-demo-change');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const status = box.getByTestId('status');
    await expect(status).toHaveText('closed');
    await expect(menu).toBeHidden();

    await box.getByRole('button', { name: 'Open, close in 2 s' }).click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Changelog' })).toBeVisible();
    await expect(status).toHaveText(/closing by timer in \d s/);
    await expect(menu).toBeHidden({ timeout: 5000 });
    await expect(status).toHaveText('closed');

    await box.getByRole('button', { name: 'Toggle menu' }).click();
    await expect(menu).toBeVisible();
    await box.getByRole('button', { name: 'Toggle menu' }).click();
    await expect(menu).toBeHidden();
  });
});

test.describe('change-remove', () => {
  test('the mounted drawer masks, locks and inerts the page; removed after 2 s, all is released', async ({
    page,
  }) => {
    await page.goto('/demo/change-remove');
    const box = demo(page, 'demo-change-remove-demo-change-remove');
    const dialog = page.getByRole('dialog', { name: 'About to be removed' });
    await expect(dialog).toBeHidden();
    await expect(box.getByTestId('drawer-state')).toHaveText('not mounted yet');

    await box.getByRole('button', { name: 'Mount a new drawer' }).click();
    await expect(dialog).toBeVisible();
    await expect(page.locator('.rc-drawer-mask')).toBeVisible();
    await expect(box.getByTestId('scroll-state')).toHaveText('locked');
    await expect(box.getByTestId('inert-state')).toHaveText('inert');
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('hidden');

    await expect(box.getByTestId('drawer-state')).toHaveText('removed from the tree while open', {
      timeout: 5000,
    });
    await expect(page.locator('.rc-drawer')).toHaveCount(0);
    await expect(box.getByTestId('scroll-state')).toHaveText('free');
    await expect(box.getByTestId('inert-state')).toHaveText('interactive');
    expect(await page.evaluate(() => document.getElementById('root')?.inert)).toBe(false);

    await box.getByRole('button', { name: 'Mount a new drawer' }).click();
    await expect(dialog).toContainText('Run 2.');
    await expect(page.locator('.rc-drawer')).toHaveCount(0, { timeout: 5000 });
  });
});

test.describe('getContainer', () => {
  test('a drawer opens inside the container element', async ({ page }) => {
    await page.goto('/demo/get-container');
    const box = demo(page, 'demo-get-container-demo-getcontainer');
    await box.getByRole('button', { name: 'Open in the box' }).click();
    const container = box.getByTestId('drawer-container');
    const dialog = container.getByRole('dialog', { name: 'In a container' });
    await expect(dialog).toBeVisible();

    const outer = await container.boundingBox();
    const panel = await dialog.boundingBox();
    expect(outer && panel).toBeTruthy();
    if (outer && panel) {
      expect(panel.y).toBeGreaterThanOrEqual(outer.y - 1);
      expect(panel.y + panel.height).toBeLessThanOrEqual(outer.y + outer.height + 1);
    }
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('getContainer={false} renders in place, inside the scrolling box', async ({ page }) => {
    await page.goto('/demo/get-container');
    const box = demo(page, 'demo-get-container-demo-getcontainer-false');
    await box.getByRole('button', { name: 'Open in place' }).click();
    const scrollBox = box.getByTestId('scroll-box');
    const dialog = scrollBox.getByRole('dialog', { name: 'Rendered in place' });
    await expect(dialog).toBeVisible();
    await expect(scrollBox.locator('.rc-drawer.rc-drawer-inline')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

test.describe('Force Render', () => {
  test('without opening anything, the page shows the forceRender content is already mounted', async ({
    page,
  }) => {
    await page.goto('/demo/force-render');
    const box = demo(page, 'demo-force-render-demo-forcerender');
    await expect(box.getByTestId('forced-mounted')).toHaveText(
      /^in the page since .+, drawer closed$/,
    );
    await expect(box.getByTestId('destroyed-mounted')).toHaveText('not in the page');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await box.getByRole('button', { name: 'Open destroyOnHidden' }).click();
    await expect(box.getByTestId('destroyed-mounted')).toHaveText(/^in the page since /);
  });

  test('forceRender content exists before the first open and keeps its state', async ({ page }) => {
    await page.goto('/demo/force-render');
    const kept = page.locator('input[name="forced-note"]');
    await expect(kept).toHaveCount(1);
    await expect(kept).toBeHidden();

    await page.getByRole('button', { name: 'Open forceRender' }).click();
    const dialog = page.getByRole('dialog', { name: 'forceRender' });
    await expect(dialog).toBeVisible();
    await kept.fill('still here');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Open forceRender' }).click();
    await expect(kept).toHaveValue('still here');
  });

  test('destroyOnHidden content is created on open and removed after closing', async ({ page }) => {
    await page.goto('/demo/force-render');
    const lost = page.locator('input[name="destroyed-note"]');
    await expect(lost).toHaveCount(0);

    await page.getByRole('button', { name: 'Open destroyOnHidden' }).click();
    const dialog = page.getByRole('dialog', { name: 'destroyOnHidden' });
    await expect(dialog).toBeVisible();
    await lost.fill('gone soon');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(lost).toHaveCount(0);

    await page.getByRole('button', { name: 'Open destroyOnHidden' }).click();
    await expect(lost).toHaveValue('Type here, close, reopen');
  });
});

test.describe('bodyProps', () => {
  test('the panel reports the pointer entering and leaving, and key presses', async ({ page }) => {
    await page.goto('/demo/body-props');
    await page.getByRole('button', { name: 'Open drawer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Panel events' });
    await expect(dialog).toBeVisible();
    const pointer = dialog.getByTestId('pointer-state');

    await dialog.getByText('Move the mouse in and out').hover();
    await expect(pointer).toHaveText('The pointer is over the panel');
    await page.mouse.move(5, 5);
    await expect(pointer).toHaveText('The pointer is outside the panel');
    await expect(dialog.getByTestId('last-event')).toHaveText('Last event: mouseleave');

    await page.keyboard.press('a');
    await expect(dialog.getByTestId('last-event')).toHaveText('Last event: keydown a');
  });
});

test.describe('placement', () => {
  test('the select moves the drawer to each edge; start and end follow the page direction', async ({
    page,
  }) => {
    await page.goto('/demo/placement');
    const viewport = page.viewportSize();
    if (!viewport) throw new Error('no viewport');
    const select = page.getByRole('combobox', { name: 'Placement' });

    const edgeOf = async (placement: string) => {
      await select.selectOption(placement);
      await page.getByRole('button', { name: 'Open drawer' }).click();
      const dialog = page.getByRole('dialog', { name: `placement="${placement}"` });
      await expect(dialog).toBeVisible();
      // Let the slide finish before measuring.
      await expect(wrapperOf(dialog)).not.toHaveClass(/-(appear|enter)/);
      const rect = await dialog.boundingBox();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      if (!rect) throw new Error(`${placement}: no box`);
      // A side drawer is taller than wide; a top or bottom one is wider than tall.
      if (rect.height > rect.width)
        return rect.x + rect.width / 2 < viewport.width / 2 ? 'left' : 'right';
      return rect.y + rect.height / 2 < viewport.height / 2 ? 'top' : 'bottom';
    };

    expect(await edgeOf('left')).toBe('left');
    expect(await edgeOf('top')).toBe('top');
    expect(await edgeOf('right')).toBe('right');
    expect(await edgeOf('bottom')).toBe('bottom');
    expect(await edgeOf('start')).toBe('left');
    expect(await edgeOf('end')).toBe('right');

    await page.getByRole('checkbox', { name: 'Right-to-left page' }).check();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(await edgeOf('start')).toBe('right');
    expect(await edgeOf('end')).toBe('left');
    await page.getByRole('checkbox', { name: 'Right-to-left page' }).uncheck();
    await expect(page.locator('html')).not.toHaveAttribute('dir', 'rtl');
  });
});

test.describe('multiple', () => {
  test('nested drawers push their parent, and Escape closes one level at a time', async ({
    page,
  }) => {
    await page.goto('/demo/multiple');
    const level = (n: number) => page.getByRole('dialog', { name: `Level ${n}` });

    await page.getByRole('button', { name: 'Open level 1' }).click();
    await expect(level(1)).toBeVisible();
    await expect(wrapperOf(level(1))).not.toHaveClass(/-(appear|enter)/);
    const before = await level(1).boundingBox();
    await level(1).getByRole('button', { name: 'Open level 2' }).click();
    await expect(level(2)).toBeVisible();
    await level(2).getByRole('button', { name: 'Open level 3' }).click();
    await expect(level(3)).toBeVisible();

    // Pushed: level 1 has moved left of where it was.
    await expect
      .poll(async () => (await level(1).boundingBox())?.x ?? Number.NaN)
      .toBeLessThan((before?.x ?? 0) - 50);

    await page.keyboard.press('Escape');
    await expect(level(3)).toBeHidden();
    await expect(level(2)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(level(2)).toBeHidden();
    await expect(level(1)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(level(1)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open level 1' })).toBeFocused();
  });
});

test.describe('no-mask', () => {
  test('the page stays clickable behind the open drawer', async ({ page }) => {
    await page.goto('/demo/no-mask');
    await page.getByRole('button', { name: 'Toggle drawer' }).click();
    const dialog = page.getByRole('dialog', { name: 'No mask' });
    await expect(dialog).toBeVisible();
    await expect(page.locator('.rc-drawer-mask')).toHaveCount(0);

    const counter = page.getByRole('button', { name: /^Page button, clicked/ });
    await counter.click();
    await counter.click();
    await expect(counter).toHaveText('Page button, clicked 2 times');
    await expect(dialog).toBeVisible();

    await page.getByRole('button', { name: 'Toggle drawer' }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('resizable', () => {
  test('the handle resizes the drawer with the keyboard and the mouse', async ({ page }) => {
    await page.goto('/demo/resizable');
    await page.getByRole('button', { name: 'Open resizable drawer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Resizable' });
    await expect(dialog).toBeVisible();
    const handle = page.getByRole('separator', { name: 'Resize the drawer' });
    await expect(handle).toHaveAttribute('aria-valuenow', '360');
    // The handle slides in with the panel: measure it only once the open transition has ended.
    await expect(page.locator('.rc-drawer-content-wrapper')).not.toHaveClass(/-(appear|enter)/);

    await handle.focus();
    // The panel is on the right: moving its left edge left makes it wider.
    await page.keyboard.press('ArrowLeft');
    await expect(handle).not.toHaveAttribute('aria-valuenow', '360');
    const afterKeys = Number(await handle.getAttribute('aria-valuenow'));
    expect(afterKeys).toBeGreaterThan(360);
    await expect(dialog.getByTestId('size')).toHaveText(`Width: ${afterKeys}px`);

    const grip = await handle.boundingBox();
    if (!grip) throw new Error('no handle box');
    await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
    await page.mouse.down();
    await page.mouse.move(grip.x - 100, grip.y + grip.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect
      .poll(async () => Number(await handle.getAttribute('aria-valuenow')))
      .toBeGreaterThan(afterKeys + 50);
  });

  test('the grip is visible before hover, and Home and End reach the limits it announces', async ({
    page,
  }) => {
    await page.goto('/demo/resizable');
    await page.getByRole('button', { name: 'Open resizable drawer' }).click();
    const handle = page.getByRole('separator', { name: 'Resize the drawer' });
    await expect(page.locator('.rc-drawer-content-wrapper')).not.toHaveClass(/-(appear|enter)/);
    const grip = await handle.evaluate((element) => {
      const style = getComputedStyle(element, '::after');
      return { content: style.content, height: style.height, background: style.backgroundColor };
    });
    expect(grip.content).not.toBe('none');
    expect(parseFloat(grip.height)).toBeGreaterThan(20);
    expect(grip.background).not.toBe('rgba(0, 0, 0, 0)');

    const max = await handle.getAttribute('aria-valuemax');
    expect(Number(max)).toBeLessThanOrEqual(640);
    await handle.focus();
    await page.keyboard.press('End');
    await expect(handle).toHaveAttribute('aria-valuenow', max ?? '');
    await expect(page.getByTestId('size')).toHaveText(`Width: ${max}px`);
    // The demo's minSize: 200px, where its text still fits.
    await expect(handle).toHaveAttribute('aria-valuemin', '200');
    await page.keyboard.press('Home');
    await expect(handle).toHaveAttribute('aria-valuenow', '200');
    await expect(page.getByTestId('size')).toHaveText('Width: 200px');
  });
});

test.describe('swipe to close', () => {
  test.use({ hasTouch: true });

  test('dragging the sheet down with a finger closes it', async ({ page }) => {
    await page.goto('/demo/swipe-to-close');
    await page.getByRole('button', { name: 'Open bottom sheet' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Swipe me down' });
    await expect(dialog).toBeVisible();
    await expect(wrapperOf(dialog)).not.toHaveClass(/-(appear|enter)/);
    const rect = await dialog.boundingBox();
    if (!rect) throw new Error('no sheet box');

    const cdp = await page.context().newCDPSession(page);
    const x = rect.x + rect.width / 2;
    const startY = rect.y + 40;
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: [{ x, y: startY }],
    });
    for (let step = 1; step <= 8; step++) {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x, y: startY + (rect.height * 0.6 * step) / 8 }],
      });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(dialog).toBeHidden();
  });
});

test.describe('accessibility', () => {
  test('the form drawer is named, focuses its first field, traps Tab and gives focus back', async ({
    page,
  }) => {
    await page.goto('/demo/accessibility');
    const trigger = page.getByRole('button', { name: 'Edit profile' });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Edit profile' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog.getByLabel('Display name')).toBeFocused();
    // The page behind is out of reach while the drawer is open.
    await expect(page.locator('#root')).toHaveJSProperty('inert', true);

    // Tab may rest on the drawer's zero-size focus guards, which belong to the drawer too.
    for (let press = 0; press < 8; press++) {
      await page.keyboard.press('Tab');
      const inside = await dialog.evaluate((node) =>
        node.closest('.rc-drawer')?.contains(document.activeElement),
      );
      expect(inside).toBe(true);
    }

    await dialog.getByLabel('Display name').fill('Ada');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Saved: Ada')).toBeVisible();
    await expect(trigger).toBeFocused();
    await expect(page.locator('#root')).toHaveJSProperty('inert', false);
  });
});

test.describe('motion', () => {
  test('the custom motion runs, and afterOpenChange reports both changes', async ({ page }) => {
    await page.goto('/demo/motion');
    await page.getByRole('button', { name: 'Rise from the bottom' }).click();
    const dialog = page.getByRole('dialog', { name: 'Custom motion' });
    await expect(dialog).toBeVisible();
    await expect(page.getByText(/^afterOpenChange\(true\)/)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByText(/^afterOpenChange\(false\)/)).toBeVisible();
  });

  test('with reduced motion the drawer opens at once and afterOpenChange still fires', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/demo/motion');
    await page.getByRole('button', { name: 'Pop in from the right' }).click();
    const dialog = page.getByRole('dialog', { name: 'Custom motion' });
    await expect(dialog).toBeVisible();
    await expect(page.getByText(/^afterOpenChange\(true\)/)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByText(/^afterOpenChange\(false\)/)).toBeVisible();
  });
});
