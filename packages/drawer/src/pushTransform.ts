import type { PhysicalPlacement } from './DrawerProps';
import { translateInward } from './edge';

/** The transform that moves a parent drawer away from its edge by `distance`, or undefined for none. */
export function pushTransform(
  placement: PhysicalPlacement,
  distance: number | string,
): string | undefined {
  const length = typeof distance === 'number' ? `${distance}px` : distance.trim();
  if (!length || parseFloat(length) === 0) return undefined;
  // Plain lengths take a minus sign; anything else (calc(), var()) is negated by calc.
  return translateInward(
    placement,
    length,
    /^[\d.]+[a-z%]*$/i.test(length) ? `-${length}` : `calc(-1 * ${length})`,
  );
}
