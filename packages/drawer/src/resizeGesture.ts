import type { PhysicalPlacement } from './DrawerProps';
import { inward, inwardTravel, isHorizontal } from './edge';

/** Pixels one arrow key press resizes by. */
export const RESIZE_STEP = 10;

/** Size after the pointer moved by (dx, dy) from where a drag of a panel of `startSize` began. */
export function draggedSize(
  placement: PhysicalPlacement,
  startSize: number,
  dx: number,
  dy: number,
): number {
  return startSize + inwardTravel(placement, dx, dy);
}

/** Size change for an arrow key: the key pointing into the page grows the panel, its opposite shrinks it. */
export function keyResizeDelta(placement: PhysicalPlacement, key: string): number {
  const [forward, backward] = isHorizontal(placement)
    ? ['ArrowRight', 'ArrowLeft']
    : ['ArrowDown', 'ArrowUp'];
  const step = inward(placement) * RESIZE_STEP;
  return key === forward ? step : key === backward ? -step : 0;
}

export function clampSize(size: number, max: number): number {
  return Math.round(Math.min(Math.max(size, 0), max));
}
