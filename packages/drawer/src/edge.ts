import type { PhysicalPlacement } from './DrawerProps';

/** Left and right drawers size by width and move along X; top and bottom by height and along Y. */
export function isHorizontal(placement: PhysicalPlacement): boolean {
  return placement === 'left' || placement === 'right';
}

/** +1 when moving into the page is the positive direction (left, top), -1 otherwise. */
export function inward(placement: PhysicalPlacement): 1 | -1 {
  return placement === 'left' || placement === 'top' ? 1 : -1;
}

/** A pointer movement (dx, dy) along the drawer's axis, positive into the page. */
export function inwardTravel(placement: PhysicalPlacement, dx: number, dy: number): number {
  return inward(placement) * (isHorizontal(placement) ? dx : dy);
}

/**
 * `translateX(...)` or `translateY(...)` moving the panel into the page by `length`; `negated` is the
 * same length with the opposite sign, used where the positive direction points out of the page.
 */
export function translateInward(
  placement: PhysicalPlacement,
  length: string,
  negated: string,
): string {
  return `translate${isHorizontal(placement) ? 'X' : 'Y'}(${inward(placement) > 0 ? length : negated})`;
}
