import type { PhysicalPlacement } from './DrawerProps';

/** Left and right drawers size by width and move along X; top and bottom by height and along Y. */
export function isHorizontal(placement: PhysicalPlacement): boolean {
  return placement === 'left' || placement === 'right';
}

/** +1 when moving into the page is the positive direction (left, top), -1 otherwise. */
export function inward(placement: PhysicalPlacement): 1 | -1 {
  return placement === 'left' || placement === 'top' ? 1 : -1;
}
