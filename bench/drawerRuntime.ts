import type { CDPSession, Page } from 'playwright-core';
import { browserScript, evaluateInPage } from './browserScript.ts';
import { launchChromium } from './chromium.ts';
import { harnessPage } from './drawerRuntime/bundleHarness.ts';
import { detachedNodeNames, type HeapSnapshot } from './drawerRuntime/detachedNodes.ts';
import type { DrawerBench } from './drawerRuntime/harness.tsx';
import type { Measurement } from './measurement.ts';
import { observeWebVitals } from './pageLoads/observeWebVitals.ts';
import { LONG_TASK_MS } from './pageLoads/webVitals.ts';
import { median, percentile } from './stats.ts';

const CYCLES = 100;
const DEPTH = 20;
/** Never fetched: the page is answered from memory, but needs an origin of its own. */
const HARNESS_URL = 'http://drawer-harness.localhost/';

export const drawerRuntime: Measurement = {
  name: 'drawerRuntime',
  description: `the built drawer in Chromium: ${CYCLES} open/close cycles, ${DEPTH} nested drawers (reduced motion)`,
  async run(log) {
    const html = await harnessPage();
    const browser = await launchChromium();
    try {
      // Reduced motion: the drawer skips its transitions, so a cycle times the drawer's own work
      // (render, focus, scroll lock, effects), not the length of a CSS animation.
      const context = await browser.newContext({ reducedMotion: 'reduce' });
      const page = await context.newPage();
      await page.addInitScript(browserScript(observeWebVitals));
      // A real navigation (not setContent), so the init script observes long tasks from the start.
      await page.route(HARNESS_URL, (route) =>
        route.fulfill({ contentType: 'text/html', body: html }),
      );
      await page.goto(HARNESS_URL);
      await page.waitForFunction(() => window.drawerBench !== undefined);
      const start = await page.evaluate(() => performance.now());

      const cycles = await drive(page, 'cycles', CYCLES);
      log(`${CYCLES} cycles: median ${median(cycles).toFixed(2)} ms`);
      const nested = await drive(page, 'nested', DEPTH);
      await drive(page, 'clear');

      const longTasks = await page.evaluate(
        (since) => window.__benchVitals?.longTasks.filter((task) => task.startTime >= since),
        start,
      );
      if (!longTasks) throw new Error('the long task observer did not run in the harness page');
      const cdp = await context.newCDPSession(page);
      const detached = detachedNodeNames(await heapSnapshot(cdp));
      const longest = Math.max(0, ...longTasks.map((task) => task.duration));
      return {
        figures: [
          {
            label: 'open+close cycle',
            unit: 'ms',
            value: median(cycles),
            min: Math.min(...cycles),
            max: Math.max(...cycles),
          },
          { label: 'open+close cycle p95', unit: 'ms', value: percentile(cycles, 0.95) },
          // The first cycle also pays for compiling the drawer's code: what a reader's first click costs.
          { label: 'first open+close cycle', unit: 'ms', value: cycles[0] ?? Number.NaN },
          {
            label: `nested open (${DEPTH} deep), per drawer`,
            unit: 'ms',
            value: median(nested.openMs),
            min: Math.min(...nested.openMs),
            max: Math.max(...nested.openMs),
          },
          {
            label: `nested close, per drawer`,
            unit: 'ms',
            value: median(nested.closeMs),
            min: Math.min(...nested.closeMs),
            max: Math.max(...nested.closeMs),
          },
          {
            label: 'longest task',
            unit: 'ms',
            value: longest,
            budget: { op: '<=', limit: LONG_TASK_MS },
          },
          {
            label: 'detached DOM nodes after unmount',
            unit: 'count',
            value: detached.length,
            budget: { op: '<=', limit: 0 },
          },
        ],
        details: { cycles, nested, longTasks, detached },
      };
    } finally {
      await browser.close();
    }
  },
};

/** Calls a method of the page's `drawerBench`, which the harness script defines. */
async function drive<Method extends keyof DrawerBench>(
  page: Page,
  method: Method,
  ...args: Parameters<DrawerBench[Method]>
): Promise<Awaited<ReturnType<DrawerBench[Method]>>> {
  const result = await evaluateInPage(
    page,
    ({ name, values }: { name: keyof DrawerBench; values: unknown[] }) => {
      const bench = window.drawerBench;
      if (!bench) throw new Error('the drawer harness did not start');
      return (bench[name] as (...params: unknown[]) => Promise<unknown>)(...values);
    },
    { name: method, values: args },
  );
  return result as Awaited<ReturnType<DrawerBench[Method]>>;
}

/** A full heap snapshot after garbage collection, so only what is still reachable counts. */
async function heapSnapshot(cdp: CDPSession): Promise<HeapSnapshot> {
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  const chunks: string[] = [];
  cdp.on('HeapProfiler.addHeapSnapshotChunk', ({ chunk }) => chunks.push(chunk));
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  return JSON.parse(chunks.join('')) as HeapSnapshot;
}
