import type { ObservedVitals } from './webVitals.ts';

declare global {
  interface Window {
    __benchVitals?: ObservedVitals;
  }
}

/**
 * Runs in the page before any of its scripts (as an init script), so no entry is missed; it must
 * not close over anything, as Playwright sends its source text.
 */
export function observeWebVitals(): void {
  const vitals: ObservedVitals = { fcp: undefined, lcp: undefined, shifts: [], longTasks: [] };
  window.__benchVitals = vitals;
  const observe = (type: string, onEntry: (entry: PerformanceEntry) => void): void => {
    new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({
      type,
      buffered: true,
    });
  };
  observe('paint', (entry) => {
    if (entry.name === 'first-contentful-paint') vitals.fcp = entry.startTime;
  });
  observe('largest-contentful-paint', (entry) => {
    vitals.lcp = entry.startTime;
  });
  observe('layout-shift', (entry) => {
    // LayoutShift is not in TypeScript's DOM library yet.
    const shift = entry as PerformanceEntry & { value: number; hadRecentInput: boolean };
    vitals.shifts.push({
      startTime: shift.startTime,
      value: shift.value,
      hadRecentInput: shift.hadRecentInput,
    });
  });
  observe('longtask', (entry) => {
    vitals.longTasks.push({ startTime: entry.startTime, duration: entry.duration });
  });
}
