import type { Browser, BrowserContext, Page } from 'playwright-core';
import { browserScript } from './browserScript.ts';
import { launchChromiumOverPipe } from './cdp/chromiumOverPipe.ts';
import { launchChromium } from './chromium.ts';
import type { Figure } from './figure.ts';
import type { Measurement } from './measurement.ts';
import { firstWorkingClick } from './pageLoads/firstWorkingClick.ts';
import { headBytes, inlineStyleSheets, type HeadBytes } from './pageLoads/headBytes.ts';
import { inlineCssBySource } from './pageLoads/inlineCssSources.ts';
import { paintFloor, type PaintFloor, type TraceEvent } from './pageLoads/paintFloor.ts';
import { readCssSources } from './pageLoads/readCssSources.ts';
import { observeWebVitals } from './pageLoads/observeWebVitals.ts';
import {
  transferSizes,
  type TransferEntry,
  type TransferSizes,
} from './pageLoads/transferSizes.ts';
import {
  cumulativeLayoutShift,
  totalBlockingTime,
  type ObservedVitals,
} from './pageLoads/webVitals.ts';
import { serveSite } from './serveSite.ts';
import { spread } from './stats.ts';

const RUNS = 5;
const CPU_SLOWDOWN = 4;
const ROUTES = [
  '/',
  '/demo/base',
  '/demo/placement',
  '/changelog',
  '/no-such-page',
  '/~demos/demo-base-demo-base',
];
/** `~demos/<id>` renders a live demo alone, in the browser: the one page type not prerendered. */
const isPrerendered = (route: string): boolean => !route.startsWith('/~demos/');
const FIRST_LOAD_JS_BUDGET = 100_000;
/** The routes held to the paint and interactivity budgets. */
const PAINT_ROUTES = ['/', '/demo/base', '/changelog'];
/** A script may delay the first paint of a prerendered page by at most this much. */
const MAX_FCP_RATIO_TO_SCRIPTLESS = 1.1;
/** A sixth of the first paint of the original dumi site's `/` at CPU 4x (2,176 ms). */
const FCP_BUDGET_MS = 2176 / 6;
/** From navigation start until a click on the first demo button opens its drawer. */
const FIRST_CLICK_BUDGET_MS = 700;

interface PageLoad extends TransferSizes {
  requests: number;
  foreignRequests: string[];
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
}

interface ScriptlessPaint {
  fcp: number | undefined;
  textLength: number;
}

interface RouteDetails {
  loads: PageLoad[];
  withoutScripts: ScriptlessPaint[];
  /** Time to the first click that opened a drawer, per run; undefined when none did. */
  clicks: (number | undefined)[];
  /** What the main thread did before the first paint of the page without scripts, per run. */
  floors: PaintFloor[];
  head: HeadBytes;
  /** The inline CSS's bytes by the source stylesheet each rule came from, largest first. */
  inlineCss: [string, number][];
}

export const pageLoads: Measurement = {
  name: 'pageLoads',
  description: `page weight and paint, ${RUNS} cold loads per route, CPU ${CPU_SLOWDOWN}x slower`,
  async run(log) {
    const site = await serveSite();
    const browser = await launchChromium();
    // The clicks are timed in a browser no automation library sets pages up in (see
    // firstWorkingClick): its scripts would take main-thread time from the page that a reader's
    // browser does not.
    const clickBrowser = await launchChromiumOverPipe();
    const cssSources = readCssSources();
    try {
      const figures: Figure[] = [];
      const details: Record<string, RouteDetails> = {};
      for (const route of ROUTES) {
        const loads: PageLoad[] = [];
        const withoutScripts: ScriptlessPaint[] = [];
        const clicks: (number | undefined)[] = [];
        const floors: PaintFloor[] = [];
        // One loop, alternating: the machine's load weighs on each kind of run alike.
        for (let run = 0; run < RUNS; run += 1) {
          loads.push(await loadPage(browser, site.origin, route));
          withoutScripts.push(await paintWithoutScripts(browser, site.origin, route));
          if (PAINT_ROUTES.includes(route)) {
            clicks.push(await firstWorkingClick(clickBrowser, site.origin + route, CPU_SLOWDOWN));
            const floor = await traceScriptlessPaint(browser, site.origin, route);
            if (floor) floors.push(floor);
          }
        }
        const html = await (await fetch(site.origin + route)).text();
        const head = headBytes(html);
        const inlineCss = [...inlineCssBySource(inlineStyleSheets(html), cssSources)].sort(
          (a, b) => b[1] - a[1],
        );
        details[route] = { loads, withoutScripts, clicks, floors, head, inlineCss };
        figures.push(...routeFigures(route, details[route]));
        log(`${route}: ${loads.length} loads done`);
      }
      return { figures, details };
    } finally {
      await browser.close();
      await clickBrowser.close();
      await site.close();
    }
  },
};

/** One cold load: a new context has an empty cache, cookies and storage, like a first visit. */
async function loadPage(browser: Browser, origin: string, route: string): Promise<PageLoad> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.addInitScript(browserScript(observeWebVitals));
    await page.goto(origin + route, { waitUntil: 'load' });
    // Lazy route chunks and hydration are part of the first load: wait until the network is quiet.
    await page.waitForLoadState('networkidle');
    // On a busy machine the first paints can be reported after the network is idle. A run that
    // never paints is reported as n/a (and left out of the median), not as an error.
    await page
      .waitForFunction(() => window.__benchVitals?.lcp !== undefined, undefined, {
        timeout: 10_000,
      })
      .catch(() => undefined);
    const { vitals, entries } = await page.evaluate(() => ({
      vitals: window.__benchVitals,
      entries: [
        ...performance.getEntriesByType('navigation'),
        ...performance.getEntriesByType('resource'),
      ].map((entry) => {
        const timing = entry as PerformanceResourceTiming;
        return {
          name: timing.name,
          transferSize: timing.transferSize,
          encodedBodySize: timing.encodedBodySize,
          decodedBodySize: timing.decodedBodySize,
        } satisfies TransferEntry;
      }),
    }));
    if (!vitals) throw new Error(`${route}: the web vitals observer did not run`);
    return toPageLoad(vitals, entries, requested, origin);
  } finally {
    await context.close();
  }
}

function toPageLoad(
  vitals: ObservedVitals,
  entries: TransferEntry[],
  requested: string[],
  origin: string,
): PageLoad {
  const fcp = vitals.fcp ?? Number.NaN;
  return {
    ...transferSizes(entries),
    requests: requested.length,
    foreignRequests: requested.filter(
      (url) => /^https?:/.test(url) && new URL(url).origin !== origin,
    ),
    fcp,
    lcp: vitals.lcp ?? Number.NaN,
    cls: cumulativeLayoutShift(vitals.shifts),
    // Blocking time is counted from first paint: without one it is unknown, not zero.
    tbt: vitals.fcp === undefined ? Number.NaN : totalBlockingTime(vitals.longTasks, fcp),
  };
}

/**
 * A page in a new context with every script file refused: a prerendered page still paints its
 * text. Inline scripts (the colour mode) still run; they are part of the HTML. The CPU is slowed
 * down as for the load with scripts: the two first paints are compared.
 */
async function scriptlessPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  // Refused by the browser itself: a Playwright route would take every request, the page's
  // HTML among them, through this process and slow that load down alone.
  await cdp.send('Network.enable');
  await cdp.send('Network.setBlockedURLs', { urls: ['*.js', '*.mjs'] });
  return page;
}

/** The first paint of the page without scripts (see scriptlessPage). */
async function paintWithoutScripts(
  browser: Browser,
  origin: string,
  route: string,
): Promise<ScriptlessPaint> {
  const context = await browser.newContext();
  try {
    const page = await scriptlessPage(context);
    await page.addInitScript(browserScript(observeWebVitals));
    await page.goto(origin + route, { waitUntil: 'load' });
    // The first paint can be reported after the load event; a page that never paints is
    // reported as n/a, as in loadPage.
    await page
      .waitForFunction(() => window.__benchVitals?.fcp !== undefined, undefined, {
        timeout: 10_000,
      })
      .catch(() => undefined);
    return await page.evaluate(() => ({
      fcp: window.__benchVitals?.fcp,
      textLength: (document.querySelector('main') ?? document.body).innerText.trim().length,
    }));
  } finally {
    await context.close();
  }
}

/**
 * The page without scripts again, traced: what its main thread did before the first paint is the
 * floor under the first paint of the page with scripts. A separate load, as tracing slows it down.
 */
async function traceScriptlessPaint(
  browser: Browser,
  origin: string,
  route: string,
): Promise<PaintFloor | undefined> {
  const context = await browser.newContext();
  try {
    const page = await scriptlessPage(context);
    // blink.user_timing holds the navigation's start, loading the first contentful paint.
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'loading', 'blink.user_timing', 'fonts'],
    });
    await page.goto(origin + route, { waitUntil: 'load' });
    // As in paintWithoutScripts: the first paint can come after the load event.
    await page
      .waitForFunction(
        () => performance.getEntriesByName('first-contentful-paint').length > 0,
        undefined,
        { timeout: 10_000 },
      )
      .catch(() => undefined);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: TraceEvent[];
    };
    return paintFloor(trace.traceEvents);
  } finally {
    await context.close();
  }
}

function routeFigures(route: string, details: RouteDetails): Figure[] {
  const { loads, withoutScripts, clicks, floors, head, inlineCss } = details;
  const budgeted = PAINT_ROUTES.includes(route);
  const figure = (
    label: string,
    unit: Figure['unit'],
    pick: (load: PageLoad) => number,
    budget?: Figure['budget'],
  ): Figure => {
    const { median, min, max } = spread(loads.map(pick));
    return {
      label: `${route} ${label}`,
      unit,
      value: median,
      min,
      max,
      ...(budget ? { budget } : {}),
    };
  };
  const figures = [
    figure('requests', 'count', (load) => load.requests),
    figure(
      'JS gzip',
      'bytes',
      (load) => load.jsWire,
      route === '/' ? { op: '<=', limit: FIRST_LOAD_JS_BUDGET } : undefined,
    ),
    figure('JS decoded', 'bytes', (load) => load.jsDecoded),
    figure('CSS gzip', 'bytes', (load) => load.cssWire),
    figure('CSS decoded', 'bytes', (load) => load.cssDecoded),
    figure('total transfer', 'bytes', (load) => load.total),
    figure(
      'FCP',
      'ms',
      (load) => load.fcp,
      budgeted ? { op: '<=', limit: FCP_BUDGET_MS } : undefined,
    ),
    figure('LCP', 'ms', (load) => load.lcp),
    figure('CLS', 'cls', (load) => load.cls, { op: '<=', limit: 0 }),
    figure('TBT', 'ms', (load) => load.tbt),
    figure('other-origin requests', 'count', (load) => load.foreignRequests.length, {
      op: '<=',
      limit: 0,
    }),
  ];
  const scriptless = spread(withoutScripts.map((run) => run.fcp ?? Number.NaN));
  const withScripts = spread(loads.map((load) => load.fcp));
  figures.push(
    {
      label: `${route} FCP without JS`,
      unit: 'ms',
      value: scriptless.median,
      min: scriptless.min,
      max: scriptless.max,
    },
    {
      label: `${route} FCP with / without JS`,
      unit: 'ratio',
      value: withScripts.median / scriptless.median,
      ...(budgeted ? { budget: { op: '<=', limit: MAX_FCP_RATIO_TO_SCRIPTLESS } } : {}),
    },
  );
  if (clicks.some((click) => click !== undefined)) {
    const click = spread(clicks.map((time) => time ?? Number.NaN));
    figures.push({
      label: `${route} first working demo click`,
      unit: 'ms',
      value: click.median,
      min: click.min,
      max: click.max,
      budget: { op: '<=', limit: FIRST_CLICK_BUDGET_MS },
    });
  }
  const floorParts: [keyof PaintFloor, string][] = [
    ['fcp', 'first paint (traced)'],
    ['parseHtml', 'HTML and inline CSS parsing'],
    ['style', 'style'],
    ['layout', 'layout'],
    ['fonts', 'layout: fonts'],
    ['paint', 'paint'],
    ['script', 'inline script'],
    ['decode', 'image decoding'],
  ];
  if (floors.length > 0) {
    for (const [part, name] of floorParts) {
      const { median, min, max } = spread(floors.map((floor) => floor[part]));
      figures.push({
        label: `${route} floor without JS: ${name}`,
        unit: 'ms',
        value: median,
        min,
        max,
      });
    }
  }
  figures.push(
    { label: `${route} HTML before content: inline CSS`, unit: 'bytes', value: head.inlineCss },
    {
      label: `${route} HTML before content: inline script`,
      unit: 'bytes',
      value: head.inlineScript,
    },
    { label: `${route} HTML before content: rest of head`, unit: 'bytes', value: head.headOther },
    {
      label: `${route} HTML before content: body before <main>`,
      unit: 'bytes',
      value: head.chromeBeforeMain,
    },
    { label: `${route} HTML before content: gzip`, unit: 'bytes', value: head.gzip },
    ...inlineCss.map(([source, bytes]): Figure => ({
      label: `${route} inline CSS from ${source}`,
      unit: 'bytes',
      value: bytes,
    })),
  );
  // Text painted with no script file at all is what "FCP comes from prerendered HTML" means.
  const paintsText = withoutScripts.some((run) => run.fcp !== undefined && run.textLength > 0)
    ? 1
    : 0;
  figures.push({
    label: `${route} paints text without JS`,
    unit: 'flag',
    value: paintsText,
    ...(isPrerendered(route) ? { budget: { op: '>=', limit: 1 } } : {}),
  });
  return figures;
}
