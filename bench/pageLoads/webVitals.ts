/** What the page's performance observers saw, as plain data read out of the browser. */
export interface ObservedVitals {
  fcp: number | undefined;
  lcp: number | undefined;
  shifts: { startTime: number; value: number; hadRecentInput: boolean }[];
  longTasks: { startTime: number; duration: number }[];
}

/** A task longer than this blocks input; only the excess counts (Lighthouse's definition). */
export const LONG_TASK_MS = 50;

/**
 * Cumulative Layout Shift as Chrome defines it: shifts are grouped into session windows (gaps
 * under 1 s, at most 5 s long) and the largest window counts. Shifts right after input are expected.
 */
export function cumulativeLayoutShift(shifts: ObservedVitals['shifts']): number {
  let largest = 0;
  let window = 0;
  let windowStart = Number.NEGATIVE_INFINITY;
  let previous = Number.NEGATIVE_INFINITY;
  for (const shift of [...shifts].sort((a, b) => a.startTime - b.startTime)) {
    if (shift.hadRecentInput) continue;
    if (shift.startTime - previous >= 1000 || shift.startTime - windowStart >= 5000) {
      window = 0;
      windowStart = shift.startTime;
    }
    window += shift.value;
    previous = shift.startTime;
    largest = Math.max(largest, window);
  }
  return largest;
}

/** Total blocking time: for each long task, the part after first paint beyond 50 ms. */
export function totalBlockingTime(tasks: ObservedVitals['longTasks'], fcp: number): number {
  let total = 0;
  for (const { startTime, duration } of tasks) {
    const end = startTime + duration;
    const counted = end - Math.max(startTime, fcp);
    if (counted > LONG_TASK_MS) total += counted - LONG_TASK_MS;
  }
  return total;
}
