import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors } from './consoleErrors.ts';

declare global {
  interface Window {
    /** Layout shifts seen so far, by the page's own PerformanceObserver. */
    __shifts?: { value: number; startTime: number }[];
    /** Whether the first contentful paint was reported when React first changed the page. */
    __paintedBeforeHydration?: boolean;
  }
}

const ROUTES = ['/', '/demo/base', '/changelog'];

/** Runs in the page before its scripts: notes every layout shift a reader would see. */
function watchLayoutShifts(): void {
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__shifts?.push({
        value: (entry as unknown as { value: number }).value,
        startTime: entry.startTime,
      });
  }).observe({ type: 'layout-shift', buffered: true });
}

/**
 * Runs in the page before its scripts: the search shortcut's label is rendered by an effect, so
 * its appearance is the first change React makes once it has hydrated the page.
 */
function watchHydration(): void {
  new MutationObserver((_, observer) => {
    if (!document.querySelector('.de-search-shortcut')) return;
    window.__paintedBeforeHydration =
      performance.getEntriesByName('first-contentful-paint').length > 0;
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
}

/** Resolves once the browser has rendered a frame after everything so far. */
async function nextFrame(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve))),
  );
}

/**
 * Holds back every script of the page until the returned function is called: the browser parses
 * and paints the prerendered HTML (async scripts do not hold the parse back) before anything runs.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

for (const route of ROUTES) {
  test(`${route}: nothing moves when React takes the prerendered page over`, async ({ page }) => {
    // Tall enough for the content footer (its last-updated date) to be on screen.
    await page.setViewportSize({ width: 1280, height: 2400 });
    const errors = collectConsoleErrors(page);
    await page.addInitScript(watchLayoutShifts);
    await page.addInitScript(watchHydration);
    const releaseScripts = await holdScripts(page);
    await page.goto(route, { waitUntil: 'domcontentloaded' });
    // What React takes over is the whole page as painted. (A busy browser may paint a frame of a
    // page still being parsed, a right-aligned row before its last items: parsing, not React.)
    await nextFrame(page);
    const takeover = await page.evaluate(() => performance.now());
    releaseScripts();
    await expect(page.locator('.de-search-shortcut')).toBeAttached();
    await page.waitForLoadState('networkidle');
    await nextFrame(page);
    const shifts = await page.evaluate(() => window.__shifts ?? []);
    expect(shifts.filter((shift) => shift.startTime >= takeover)).toEqual([]);
    expect(errors, 'console errors').toEqual([]);
  });

  test(`${route}: the prerendered page is painted before it is hydrated`, async ({ page }) => {
    await page.addInitScript(watchHydration);
    await page.goto(route);
    await expect.poll(() => page.evaluate(() => window.__paintedBeforeHydration)).toBe(true);
  });
}

test('the last-updated date is in the prerendered page, as the reader sees it', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/demo/base')).text();
  const prerendered = /<time dateTime="([^"]+)">([^<]*)<\/time>/i.exec(html);
  expect(prerendered?.[2]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await page.goto('/demo/base');
  await expect(page.locator('.de-search-shortcut')).toBeAttached();
  await expect(page.locator('.de-content-footer-updated time')).toHaveText(prerendered?.[2] ?? '');
});

test('every part of a prerendered page is written in place, none left for a script to move in', async ({
  request,
}) => {
  for (const route of ROUTES) {
    const html = await (await request.get(route)).text();
    // React's markers of a boundary it wrote apart: a pending boundary, its template, the hidden
    // element holding its content and the inline script that swaps it in.
    expect(html, route).not.toMatch(/<!--\$\?-->|<template|<div hidden id="S:|\$RC/);
    expect(html, route).toContain('<!--$-->');
  }
});

/** Runs in the page before its scripts: keeps the prerendered heading, to tell it was kept. */
function keepPrerenderedHeading(): void {
  document.addEventListener('DOMContentLoaded', () => {
    (window as { __prerenderedHeading?: Element | null }).__prerenderedHeading =
      document.querySelector('h1');
  });
}

// The server answers each with its one 404 page, rendered without a section.
const UNKNOWN = ['/demo/bse', '/demo/Base', '/demo', '/changelog//', '/nope-xyz'];

for (const route of UNKNOWN) {
  test(`${route}: React takes the prerendered not-found page over as it is`, async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.addInitScript(keepPrerenderedHeading);
    const response = await page.goto(route);
    expect(response?.status()).toBe(404);
    const heading = page.getByRole('heading', { name: 'PAGE NOT FOUND' });
    await expect(heading).toBeVisible();
    // React marks each element it has hydrated (or rendered) with its fiber: once the heading in
    // the document has one, a mismatch would have been reported and the heading replaced.
    await expect
      .poll(() =>
        heading.evaluate((element) =>
          Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
        ),
      )
      .toBe(true);
    await expect(page.getByRole('link', { name: 'Back to homepage' })).toBeVisible();
    expect(
      await heading.evaluate(
        (element) =>
          element === (window as { __prerenderedHeading?: Element | null }).__prerenderedHeading,
      ),
      'the prerendered heading is kept',
    ).toBe(true);
    // The browser reports the page's own status, and nothing else.
    expect(errors, 'console errors').toEqual([
      'Failed to load resource: the server responded with a status of 404 (Not Found)',
    ]);
  });
}

test('/~demos/<unknown id>: the standalone page says so, rendered afresh over the 404 page served', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  const response = await page.goto('/~demos/nonexistent-demo');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('No demo with this id exists.')).toBeVisible();
  // Not hydrated: the served not-found page is gone, and React reported no mismatch.
  await expect(page.getByRole('heading', { name: 'PAGE NOT FOUND' })).toHaveCount(0);
  expect(errors, 'console errors').toEqual([
    'Failed to load resource: the server responded with a status of 404 (Not Found)',
  ]);
});
