import { browserCall, browserScript } from '../browserScript.ts';
import type { ChromiumOverPipe } from '../cdp/chromiumOverPipe.ts';

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
/** The bench's scripts run in a world of their own: the page's scripts never see them. */
const BENCH_WORLD = 'bench';
/** As Playwright's default viewport, which the other loads of the bench use. */
const VIEWPORT = { width: 1280, height: 720, deviceScaleFactor: 1, mobile: false };

/** Runs in the bench's world before the page's scripts: notes when the first dialog appears. */
function watchForDialog(): void {
  new MutationObserver((_, observer) => {
    if (document.querySelector('[role="dialog"]')) {
      window.__benchDialogAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true, attributes: true });
}

interface Probe {
  dialogAt: number | undefined;
  /** The centre of the button in the viewport, once it is laid out. */
  target: { x: number; y: number } | undefined;
}

/** Where to click, scrolled into view if need be, and whether a dialog has opened yet. */
function probe(selector: string): Probe {
  const dialogAt = window.__benchDialogAt;
  const button = document.querySelector(selector);
  if (!button) return { dialogAt, target: undefined };
  let box = button.getBoundingClientRect();
  if (box.bottom > window.innerHeight || box.top < 0) {
    button.scrollIntoView({ block: 'center' });
    box = button.getBoundingClientRect();
  }
  if (box.width === 0 || box.height === 0) return { dialogAt, target: undefined };
  return { dialogAt, target: { x: box.left + box.width / 2, y: box.top + box.height / 2 } };
}

/** Resolves with the time the dialog opened, or undefined once `ms` have passed without one. */
function dialogWithin(ms: number): Promise<number | undefined> {
  return new Promise((resolve) => {
    const started = performance.now();
    const check = () => {
      if (window.__benchDialogAt !== undefined || performance.now() - started >= ms)
        resolve(window.__benchDialogAt);
      else requestAnimationFrame(check);
    };
    check();
  });
}

/**
 * Time from navigation start until a real click on the first demo button opens a drawer: the
 * bench clicks as soon as the button is laid out and again until one works, as an impatient
 * reader would. Undefined when the route has no demo or the drawer never opened.
 *
 * Driven over the DevTools protocol alone: the click is a mouse press and release sent through
 * the browser's input pipeline at the button's centre, and the bench's own scripts live in an
 * isolated world, so the page's main thread runs what a reader's would and little else.
 */
export async function firstWorkingClick(
  browser: ChromiumOverPipe,
  url: string,
  cpuSlowdown: number,
): Promise<number | undefined> {
  // A new browser context has an empty cache, cookies and storage, like a first visit.
  const { browserContextId } = await browser.send('Target.createBrowserContext');
  try {
    const { targetId } = await browser.send('Target.createTarget', {
      url: 'about:blank',
      browserContextId,
    });
    const { sessionId } = await browser.send('Target.attachToTarget', { targetId, flatten: true });
    const send = (method: string, params?: Record<string, unknown>) =>
      browser.send(method, params, sessionId as string);
    await send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await send('Emulation.setDeviceMetricsOverride', VIEWPORT);
    await send('Page.enable');
    await send('Page.addScriptToEvaluateOnNewDocument', {
      source: browserScript(watchForDialog).content,
      worldName: BENCH_WORLD,
    });
    const committed = new Promise<void>((resolve) => {
      const stop = browser.onEvent((event) => {
        const frame = event.params.frame as { parentId?: string } | undefined;
        if (
          event.sessionId === sessionId &&
          event.method === 'Page.frameNavigated' &&
          !frame?.parentId
        ) {
          stop();
          resolve();
        }
      });
    });
    const { frameId } = await send('Page.navigate', { url });
    await committed;
    const { executionContextId } = await send('Page.createIsolatedWorld', {
      frameId,
      worldName: BENCH_WORLD,
    });
    const evaluate = async <Arg, Result>(fn: (arg: Arg) => Result | Promise<Result>, arg: Arg) => {
      const { result } = await send('Runtime.evaluate', {
        expression: browserCall(fn, arg),
        contextId: executionContextId,
        returnByValue: true,
        awaitPromise: true,
      });
      return (result as { value: Result }).value;
    };
    const mouse = (type: string, target: { x: number; y: number }, button: string) =>
      send('Input.dispatchMouseEvent', { type, ...target, button, clickCount: 1 });

    const deadline = Date.now() + GIVE_UP_MS;
    while (Date.now() < deadline) {
      const { dialogAt, target } = await evaluate(probe, FIRST_DEMO_BUTTON);
      if (dialogAt !== undefined) return dialogAt;
      if (target) {
        await mouse('mouseMoved', target, 'none');
        await mouse('mousePressed', target, 'left');
        await mouse('mouseReleased', target, 'left');
      }
      const opened = await evaluate(dialogWithin, CLICK_RETRY_MS);
      if (opened !== undefined) return opened;
    }
    return undefined;
  } finally {
    await browser.send('Target.disposeBrowserContext', { browserContextId });
  }
}
