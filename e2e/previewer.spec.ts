import { expect, test, type Dialog, type Page, type Response } from '@playwright/test';
import { gotoHydrated } from './gotoHydrated.ts';
import { recordScripts } from './scriptRecorder.ts';

const DEMO_PAGE = '/demo/base';
const DEMO_ID = 'demo-base-demo-base';

/** A string of sucrase's that survives minification: the option name is read as a property. */
const SUCRASE_MARKER = 'enableLegacyTypeScriptModuleInterop';

const box = (page: Page) => page.locator(`#${DEMO_ID}`);

/** Resolves once the browser has fetched the live-edit compiler. */
function compilerLoaded(page: Page): Promise<Response> {
  return page.waitForResponse(async (response) => {
    if (response.request().resourceType() !== 'script') return false;
    return (await response.text()).includes(SUCRASE_MARKER);
  });
}

async function showCode(page: Page) {
  await box(page).getByRole('button', { name: 'Show Code' }).click();
  return box(page).getByRole('textbox', { name: 'Edit code with real-time preview' });
}

test.describe('the demo box', () => {
  test('its action buttons are styled before any code is shown', async ({ page }) => {
    await page.goto(DEMO_PAGE);
    const showCodeButton = box(page).getByRole('button', { name: 'Show Code' });
    await expect(showCodeButton).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await expect(showCodeButton).toHaveCSS('height', '32px');
    await expect(showCodeButton).toHaveCSS('border-top-style', 'solid');
  });

  test('Show Code reveals the highlighted files, Hide Code hides them', async ({ page }) => {
    await page.goto(DEMO_PAGE);
    await expect(box(page).getByRole('button', { name: 'Toggle drawer' })).toBeVisible();
    await showCode(page);
    await expect(box(page).getByRole('tab')).toHaveText(['base.tsx', 'demo.css']);
    await expect(box(page).locator('pre.shiki').first()).toBeVisible();
    await box(page).getByRole('tab', { name: 'demo.css' }).click();
    await expect(box(page).getByText('Only index file is editable')).toBeVisible();
    await expect(box(page).getByRole('textbox')).toHaveCount(0);
    await box(page).getByRole('button', { name: 'Hide Code' }).click();
    await expect(box(page).getByRole('tablist')).toHaveCount(0);
  });

  test('copy puts the code on the clipboard and says Copied for 2 s', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(DEMO_PAGE);
    const editor = await showCode(page);
    await box(page).getByRole('button', { name: 'Copy code' }).click();
    await expect(box(page).getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      await editor.inputValue(),
    );
    await expect(box(page).getByRole('button', { name: 'Copy code' })).toBeVisible({
      timeout: 3000,
    });
  });

  test('when the clipboard is refused, a prompt offers the code', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
      });
    });
    await page.goto(DEMO_PAGE);
    await showCode(page);
    const prompts: Dialog[] = [];
    page.on('dialog', (dialog) => {
      prompts.push(dialog);
      void dialog.dismiss();
    });
    await box(page).getByRole('button', { name: 'Copy code' }).click();
    await expect.poll(() => prompts.length).toBe(1);
    const [prompt] = prompts;
    expect(prompt?.type()).toBe('prompt');
    expect(prompt?.message()).toBe('Copy to clipboard: Ctrl+C (Cmd+C on Mac), Enter');
    expect(prompt?.defaultValue()).toContain("import Drawer from '@drawer/react';");
  });

  test('the box whose id is the page hash is highlighted', async ({ page }) => {
    await page.goto(`${DEMO_PAGE}#${DEMO_ID}`);
    await expect(box(page)).toHaveAttribute('data-active', 'true');
    await page.goto(DEMO_PAGE);
    await expect(box(page)).not.toHaveAttribute('data-active');
    // Following the title's anchor highlights the box without a reload.
    await box(page).getByRole('link', { name: 'Toggle a drawer' }).click();
    await expect(box(page)).toHaveAttribute('data-active', 'true');
  });

  // How soon an edit shows is a speed, not a behaviour: a wall-clock bound fails on a busy machine.
  test('an edit re-renders the demo once the compiler has loaded; a syntax error shows and the last render stays', async ({
    page,
  }) => {
    await page.goto(DEMO_PAGE);
    const editor = await showCode(page);
    // The compiler loads on focus: the edit is made once it has.
    const compiler = compilerLoaded(page);
    await editor.focus();
    await compiler;
    const source = await editor.inputValue();
    await editor.fill(source.replace('Toggle drawer', 'Toggle edited'));
    await expect(box(page).getByRole('button', { name: 'Toggle edited' })).toBeVisible();

    await editor.fill('export default () => <div>');
    await expect(box(page).getByRole('alert')).toBeVisible();
    await expect(box(page).getByRole('button', { name: 'Toggle edited' })).toBeVisible();
  });

  test('Tab indents in the editor and Escape hands Tab back to the page, as the editor says', async ({
    page,
  }) => {
    await page.goto(DEMO_PAGE);
    const editor = await showCode(page);
    const keys = box(page).getByText('Tab indents. To leave the editor, press Esc, then Tab.');
    await expect(keys).toBeHidden();
    await editor.focus();
    await expect(keys).toBeVisible();
    await expect(editor).toHaveAccessibleDescription(
      'Tab indents. To leave the editor, press Esc, then Tab.',
    );
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('Tab');
    expect((await editor.inputValue()).startsWith('  import')).toBe(true);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    await expect(editor).not.toBeFocused();
  });

  test('a demo that throws shows its error; the page keeps working', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(DEMO_PAGE);
    const editor = await showCode(page);
    await editor.fill("export default function Broken() { throw new Error('the demo exploded'); }");
    await expect(box(page).getByRole('alert')).toContainText('the demo exploded');
    await expect(box(page).getByRole('button', { name: 'Toggle drawer' })).toBeVisible();
    await page.locator('a[href$="/demo/placement"]').first().click();
    await expect(page).toHaveURL(/\/demo\/placement$/);
    await expect(page.locator('.de-previewer').first()).toBeVisible();
  });

  test('an endless loop typed into the editor is stopped with an error, and the tab stays responsive', async ({
    page,
  }) => {
    await page.goto(DEMO_PAGE);
    const editor = await showCode(page);
    await editor.fill(
      'export default function Spin() {\n  while (true) {}\n  return <p>never</p>;\n}\n',
    );
    await expect(box(page).getByRole('alert')).toContainText('Stopped a loop', { timeout: 10_000 });
    // The last good render stays, and the page still answers: the editor takes more input.
    await expect(box(page).getByRole('button', { name: 'Toggle drawer' })).toBeVisible();
    await editor.fill('export default () => <p>back to normal</p>;');
    await expect(box(page).locator('p', { hasText: 'back to normal' })).toBeVisible();
  });

  test('copy to Sketch puts a Sketch group on the clipboard; the help shows createRoot', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(DEMO_PAGE);
    await box(page).getByRole('button', { name: 'Open in…' }).click();
    await page.getByRole('menuitem', { name: 'Copy as Sketch Group' }).click();
    await expect(box(page).getByRole('button', { name: 'Copied' })).toBeVisible({
      timeout: 15_000,
    });
    const layer = JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as {
      _class: string;
    };
    expect(layer._class).toBe('group');

    await box(page).getByRole('button', { name: 'Copied' }).click();
    await page.getByRole('menuitem', { name: 'How to paste to Sketch?' }).click();
    const help = page.getByRole('dialog', { name: 'How to paste to Sketch?' });
    await expect(help).toContainText("import { createRoot } from 'react-dom/client';");
    await expect(help).toContainText('ReactDOM.render(<Demo />, container);');
  });

  test('the separate page renders the demo alone, without the site header', async ({ page }) => {
    await page.goto(`/~demos/${DEMO_ID}`);
    await expect(page.getByRole('button', { name: 'Toggle drawer' })).toBeVisible();
    await expect(page.locator('header')).toHaveCount(0);
    await expect(page).toHaveTitle('Toggle a drawer - @drawer/react');
    await page.goto('/~demos/no-such-demo');
    await expect(page.getByText('No demo with this id exists.')).toBeVisible();
  });

  test('the first load fetches neither the compiler, the sandbox SDK, html2sketch nor Shiki', async ({
    page,
  }) => {
    const scripts = recordScripts(page);
    await page.goto(DEMO_PAGE);
    await page.waitForLoadState('networkidle');
    const firstLoad = [...(await scripts.stop()).values()].join('\n');
    // Strings that survive minification: option and method names of each library.
    expect(firstLoad).not.toContain(SUCRASE_MARKER);
    expect(firstLoad).not.toContain('stackblitz.com'); // @stackblitz/sdk
    expect(firstLoad).not.toContain('symbolMaster'); // html2sketch
    expect(firstLoad).not.toContain('tokenizeLine'); // Shiki / vscode-textmate

    // And the compiler does arrive once someone starts editing, so the marker is a real one.
    const compiler = compilerLoaded(page);
    await (await showCode(page)).focus();
    await compiler;
  });

  test('the demo code is not in the first load; when it cannot load, the box says so and Try again loads it', async ({
    page,
  }) => {
    const scripts = recordScripts(page);
    await gotoHydrated(page, DEMO_PAGE);
    await page.waitForLoadState('networkidle');
    // A line of the demo's source as written, which only its code module carries.
    const sourceLine = 'const [open, setOpen] = useState(false);';
    expect([...(await scripts.stop()).values()].join('\n')).not.toContain(sourceLine);

    // Offline: every script asked for from now on fails.
    await page.route('**/assets/*.js', (route) => route.abort('internetdisconnected'));
    await box(page).getByRole('button', { name: 'Show Code' }).click();
    await expect(box(page).getByRole('alert')).toContainText('The code could not be loaded');
    await expect(box(page).getByRole('button', { name: 'Toggle drawer' })).toBeVisible();

    await page.unroute('**/assets/*.js');
    await box(page).getByRole('button', { name: 'Try again' }).click();
    const editor = box(page).getByRole('textbox', { name: 'Edit code with real-time preview' });
    await expect(editor).toBeVisible();
    expect(await editor.inputValue()).toContain(sourceLine);
    await expect(box(page).getByRole('alert')).toHaveCount(0);
  });
});
