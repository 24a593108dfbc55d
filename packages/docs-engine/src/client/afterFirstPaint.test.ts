// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './afterFirstPaint.ts';

/** Whether the promise has resolved by now (its callbacks queued before this check's). */
function isResolved(promise: Promise<void>): Promise<boolean> {
  return Promise.race([promise.then(() => true), Promise.resolve(false)]);
}

function reportContentfulPaint(reported: boolean) {
  vi.spyOn(performance, 'getEntriesByName').mockImplementation((name) =>
    reported && name === 'first-contentful-paint'
      ? [{ name, entryType: 'paint', startTime: 10, duration: 0 } as PerformanceEntry]
      : [],
  );
}

describe('afterFirstPaint', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('resolves at once when the first contentful paint is reported already', async () => {
    reportContentfulPaint(true);
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    await expect(afterFirstPaint()).resolves.toBeUndefined();
    expect(frame).not.toHaveBeenCalled();
  });

  it('resolves at once in a hidden tab, which paints no frame', async () => {
    reportContentfulPaint(false);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    await expect(afterFirstPaint()).resolves.toBeUndefined();
    expect(frame).not.toHaveBeenCalled();
  });

  it('otherwise waits for the next frame, and resolves after it', async () => {
    reportContentfulPaint(false);
    let runFrame = () => {};
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      runFrame = () => callback(0);
      return 1;
    });
    const painted = afterFirstPaint();
    expect(await isResolved(painted)).toBe(false);
    runFrame();
    await expect(painted).resolves.toBeUndefined();
  });
});
