import { describe, expect, it } from 'vitest';
import { classifySwipe, closingTravel, shouldDismiss, swipeTransform } from './swipeGesture';

describe('swipe gesture maths', () => {
  it('measures travel toward each edge', () => {
    expect(closingTravel('right', 40, 3)).toBe(40);
    expect(closingTravel('left', -40, 3)).toBe(40);
    expect(closingTravel('bottom', 0, 25)).toBe(25);
    expect(closingTravel('top', 0, -25)).toBe(25);
  });

  it('waits for the slop, then tells a swipe from a scroll', () => {
    expect(classifySwipe('right', 2, 2)).toBe('pending');
    expect(classifySwipe('right', 30, 5)).toBe('swipe');
    expect(classifySwipe('right', 5, 30)).toBe('scroll');
    expect(classifySwipe('right', -30, 0)).toBe('scroll');
    expect(classifySwipe('bottom', 2, 30)).toBe('swipe');
  });

  it('dismisses past the threshold or on a flick', () => {
    expect(shouldDismiss(120, 378, 0.1, 0.3)).toBe(true);
    expect(shouldDismiss(50, 378, 0.1, 0.3)).toBe(false);
    expect(shouldDismiss(50, 378, 0.9, 0.3)).toBe(true);
    expect(shouldDismiss(-10, 378, 2, 0.3)).toBe(false);
  });

  it('builds the follow-the-finger transform', () => {
    expect(swipeTransform('right', 30)).toBe('translateX(30px)');
    expect(swipeTransform('top', '100%')).toBe('translateY(-100%)');
  });
});
