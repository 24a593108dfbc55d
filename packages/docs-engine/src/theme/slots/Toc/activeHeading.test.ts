import { describe, expect, it } from 'vitest';
import { activeHeading } from './activeHeading.ts';

const at = (...tops: number[]) => tops.map((top, index) => ({ id: `h${index}`, top }));

describe('activeHeading', () => {
  it('is the first heading before any is reached, and none on a page without headings', () => {
    expect(activeHeading({ headings: at(500, 900), viewHeight: 700, atBottom: false })).toBe('h0');
    expect(activeHeading({ headings: [], viewHeight: 700, atBottom: false })).toBeUndefined();
  });

  it('is a heading in the upper half, not an earlier one scrolled out of sight', () => {
    // h0 (2.1.0) is above the screen, h1 (1.5.0) and h2 (1.1.0) on it: the reader reads h1.
    expect(activeHeading({ headings: at(-300, 120, 420), viewHeight: 700, atBottom: false })).toBe(
      'h1',
    );
  });

  it('stays on the last heading passed while the next is in the lower half', () => {
    expect(activeHeading({ headings: at(-300, 500), viewHeight: 700, atBottom: false })).toBe('h0');
    expect(activeHeading({ headings: at(-900, -300), viewHeight: 700, atBottom: false })).toBe(
      'h1',
    );
  });

  it('counts a heading scrolled to its anchor as reached', () => {
    expect(activeHeading({ headings: at(-400, 0.5, 800), viewHeight: 700, atBottom: false })).toBe(
      'h1',
    );
  });

  it('is the heading at the top, though a short section puts the next one in the upper half', () => {
    for (const top of [-0.8, 0, 0.5]) {
      expect(
        activeHeading({ headings: at(-400, top, 200), viewHeight: 700, atBottom: false }),
      ).toBe('h1');
    }
  });

  it('is the last heading at the bottom of the page', () => {
    expect(activeHeading({ headings: at(-400, 100, 300), viewHeight: 700, atBottom: true })).toBe(
      'h2',
    );
  });
});
