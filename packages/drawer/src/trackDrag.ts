import { listen } from './listen';

/** Where a pointer is on screen. */
export interface Point {
  clientX: number;
  clientY: number;
}

/** The event that starts a drag: a mouse (or a pen through the mouse events it also fires), a finger, or a pen seen as itself. */
export type DragStart = 'mousedown' | 'touchstart' | 'pointerdown';

/**
 * The events that move and end a drag, by the event that started it. They are heard on the document,
 * so the drag goes on wherever the pointer goes (touch events keep their first target anyway).
 */
const FOLLOW_UP: Record<DragStart, { move: string; end: string }> = {
  mousedown: { move: 'mousemove', end: 'mouseup' },
  touchstart: { move: 'touchmove', end: 'touchend touchcancel' },
  pointerdown: { move: 'pointermove', end: 'pointerup pointercancel' },
};

/** The point of a mouse, pointer or touch event (the first finger); undefined once none is down. */
export function pointOf(event: Event): Point | undefined {
  return 'touches' in event ? (event as TouchEvent).touches[0] : (event as MouseEvent);
}

export interface DragHandlers {
  onMove(point: Point, event: Event): void;
  onEnd(event: Event): void;
}

/**
 * Follows the drag that `start` began until it ends: `onMove` for each move, then `onEnd` once.
 * Returns the function that stops following it early (on unmount), without `onEnd`.
 */
export function trackDrag(start: Event, { onMove, onEnd }: DragHandlers): () => void {
  const { move, end } = FOLLOW_UP[start.type as DragStart];
  // Not passive: a swipe stops the page from scrolling along with the finger.
  const stopMoving = listen(
    document,
    move,
    (event) => {
      const point = pointOf(event);
      if (point) onMove(point, event);
    },
    { passive: false },
  );
  const stopEnding = listen(document, end, (event) => {
    stop();
    onEnd(event);
  });
  const stop = () => {
    stopMoving();
    stopEnding();
  };
  return stop;
}
