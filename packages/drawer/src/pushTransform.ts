import type { PhysicalPlacement } from './DrawerProps';
import { inward, isHorizontal } from './edge';

/** The transform that moves a parent drawer away from its edge by `distance`, or undefined for none. */
export function pushTransform(
  placement: PhysicalPlacement,
  distance: number | string,
): string | undefined {
  const length = typeof distance === 'number' ? `${distance}px` : distance.trim();
  if (!length || parseFloat(length) === 0) return undefined;
  // Into the page is the negative direction for right and bottom drawers. Plain lengths take a minus
  // sign; anything else (calc(), var()) is negated by calc.
  const moved =
    inward(placement) > 0
      ? length
      : /^[\d.]+[a-z%]*$/i.test(length)
        ? `-${length}`
        : `calc(-1 * ${length})`;
  return `translate${isHorizontal(placement) ? 'X' : 'Y'}(${moved})`;
}
