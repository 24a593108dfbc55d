import type { PhysicalPlacement } from './DrawerProps';
import { inwardTravel, isHorizontal, translateInward } from './edge';

/** Pixels a finger must travel before the gesture is classified as a swipe or a scroll. */
export const SWIPE_SLOP = 6;
/** Speed (px/ms) toward the edge that closes the drawer whatever the distance. */
export const FLICK_VELOCITY = 0.5;

/** Signed travel toward the drawer's own edge (positive means "closing"). */
export function closingTravel(placement: PhysicalPlacement, dx: number, dy: number): number {
  return -inwardTravel(placement, dx, dy);
}

export type SwipeIntent = 'pending' | 'swipe' | 'scroll';

/** Decides, once the finger has moved far enough, whether the gesture drags the drawer. */
export function classifySwipe(placement: PhysicalPlacement, dx: number, dy: number): SwipeIntent {
  if (Math.abs(dx) + Math.abs(dy) < SWIPE_SLOP) return 'pending';
  const travel = closingTravel(placement, dx, dy);
  return travel > Math.abs(isHorizontal(placement) ? dy : dx) ? 'swipe' : 'scroll';
}

/** Whether a released swipe closes: far enough (fraction of the size), or a fast flick toward the edge. */
export function shouldDismiss(
  travel: number,
  size: number,
  velocity: number,
  threshold: number,
): boolean {
  return travel > 0 && (travel >= size * threshold || velocity >= FLICK_VELOCITY);
}

/** The transform that places the panel `travel` pixels (or a CSS length) toward its edge. */
export function swipeTransform(placement: PhysicalPlacement, travel: number | string): string {
  const length = typeof travel === 'number' ? `${travel}px` : travel;
  return translateInward(placement, `-${length}`, length);
}
