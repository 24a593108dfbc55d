import { describe, expect, it } from 'vitest';
import { cumulativeLayoutShift, totalBlockingTime } from './webVitals.ts';

const shift = (startTime: number, value: number, hadRecentInput = false) => ({
  startTime,
  value,
  hadRecentInput,
});

describe('cumulative layout shift', () => {
  it('is 0 with no shifts', () => {
    expect(cumulativeLayoutShift([])).toBe(0);
  });

  it('adds shifts less than a second apart and keeps the largest window', () => {
    expect(
      cumulativeLayoutShift([shift(100, 0.1), shift(600, 0.05), shift(3000, 0.12)]),
    ).toBeCloseTo(0.15);
  });

  it('ignores shifts caused by input', () => {
    expect(cumulativeLayoutShift([shift(100, 0.3, true)])).toBe(0);
  });
});

describe('total blocking time', () => {
  it('counts the part of each long task beyond 50 ms', () => {
    expect(
      totalBlockingTime(
        [
          { startTime: 1000, duration: 120 },
          { startTime: 2000, duration: 40 },
        ],
        500,
      ),
    ).toBe(70);
  });

  it('counts only what runs after first paint', () => {
    expect(totalBlockingTime([{ startTime: 0, duration: 300 }], 200)).toBe(50);
    expect(totalBlockingTime([{ startTime: 0, duration: 300 }], 400)).toBe(0);
  });
});
