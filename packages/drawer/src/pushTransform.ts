import type { PhysicalPlacement } from './DrawerProps';
import { inward, isHorizontal } from './edge';

/** The transform that moves a parent drawer away from its edge by `distance`, or undefined for none. */
export function pushTransform(
  placement: PhysicalPlacement,
  distance: number | string,
): string | undefined {
  const length = typeof distance === 'number' ? `${distance}px` : distance.trim();
  if (!length || parseFloat(length) === 0) return undefined;
  // Into the page is the negative direction for right and bottom drawers: a number takes a minus
  // sign, a CSS length (`20%`, `calc()`, `var()`) is negated by calc.
  const sign = inward(placement);
  const moved =
    typeof distance === 'number'
      ? `${sign * distance}px`
      : sign > 0
        ? length
        : `calc(-1 * ${length})`;
  return `translate${isHorizontal(placement) ? 'X' : 'Y'}(${moved})`;
}
