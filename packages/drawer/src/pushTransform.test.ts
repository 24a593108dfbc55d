import { describe, expect, it } from 'vitest';
import { pushTransform } from './pushTransform';

describe('pushTransform', () => {
  it('moves each placement away from its own edge', () => {
    expect(pushTransform('left', 180)).toBe('translateX(180px)');
    expect(pushTransform('right', 180)).toBe('translateX(-180px)');
    expect(pushTransform('top', 180)).toBe('translateY(180px)');
    expect(pushTransform('bottom', 180)).toBe('translateY(-180px)');
  });

  it('accepts any CSS length', () => {
    expect(pushTransform('right', '20%')).toBe('translateX(calc(-1 * 20%))');
    expect(pushTransform('left', '3rem')).toBe('translateX(3rem)');
    expect(pushTransform('bottom', 'calc(10px + 1vh)')).toBe(
      'translateY(calc(-1 * calc(10px + 1vh)))',
    );
  });

  it('returns nothing for a zero distance', () => {
    expect(pushTransform('right', 0)).toBeUndefined();
    expect(pushTransform('right', '0px')).toBeUndefined();
    expect(pushTransform('right', '')).toBeUndefined();
  });
});
