import type { Browser } from 'playwright-core';
import { browserScript } from '../browserScript.ts';

declare global {
  interface Window {
    /** When a dialog first showed in the page, in ms since navigation start. */
    __benchDialogAt?: number;
  }
}

/** The first button of the first demo: on the drawer's site, each demo's first button opens it. */
const FIRST_DEMO_BUTTON = '.de-previewer-demo button';
/** How long the page may take to react to one click before the bench clicks again. */
const CLICK_RETRY_MS = 50;
/** A page whose demo never responds is reported as n/a after this long. */
const GIVE_UP_MS = 15_000;

/** Runs in the page before its scripts: notes the time the first dialog appears. */
function watchForDialog(): void {
  new MutationObserver((_, observer) => {
    if (document.querySelector('[role="dialog"]')) {
      window.__benchDialogAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true, attributes: true });
}

/**
 * Time from navigation start until a real click on the first demo button opens a drawer: the
 * bench clicks as soon as the button is on screen and again until one works, as an impatient
 * reader would. Undefined when the route has no demo or the drawer never opened.
 */
export async function firstWorkingClick(
  browser: Browser,
  url: string,
  cpuSlowdown: number,
): Promise<number | undefined> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.addInitScript(browserScript(watchForDialog));
    await page.goto(url, { waitUntil: 'commit' });
    const button = page.locator(FIRST_DEMO_BUTTON).first();
    try {
      await button.waitFor({ state: 'visible', timeout: GIVE_UP_MS });
    } catch {
      return undefined;
    }
    const deadline = Date.now() + GIVE_UP_MS;
    while (Date.now() < deadline) {
      const opened = await page.evaluate(() => window.__benchDialogAt);
      if (opened !== undefined) return opened;
      // `trusted` clicks through the input pipeline, at the button's centre, as a reader's would.
      await button.click({ timeout: GIVE_UP_MS, noWaitAfter: true }).catch(() => undefined);
      await page
        .waitForFunction(() => window.__benchDialogAt !== undefined, undefined, {
          timeout: CLICK_RETRY_MS,
        })
        .catch(() => undefined);
    }
    // A click tried while the drawer was opening waits for its mask until the deadline: the
    // drawer did open, and when is on the page.
    return await page.evaluate(() => window.__benchDialogAt);
  } finally {
    await context.close();
  }
}
