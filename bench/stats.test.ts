import { describe, expect, it } from 'vitest';
import { median, percentile, spread } from './stats.ts';

describe('stats', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('interpolates percentiles between ranks and does not reorder its input', () => {
    const values = [10, 1, 2, 3, 4, 5, 6, 7, 8, 9];
    expect(percentile(values, 0)).toBe(1);
    expect(percentile(values, 1)).toBe(10);
    expect(percentile(values, 0.95)).toBeCloseTo(9.55);
    expect(values[0]).toBe(10);
  });

  it('reports NaN for no values, so a missing figure cannot pass a budget', () => {
    expect(median([])).toBeNaN();
  });

  it('gives median, min and max together, over the runs that measured something', () => {
    expect(spread([3, 9, 1, 4, 5])).toEqual({ median: 4, min: 1, max: 9 });
    expect(spread([3, Number.NaN, 1])).toEqual({ median: 2, min: 1, max: 3 });
    expect(spread([Number.NaN]).median).toBeNaN();
  });
});
