import { listen } from './listen';

/** Where a pointer is on screen. */
export interface Point {
  clientX: number;
  clientY: number;
}

/** A mouse (or a pen seen through the mouse events it also fires), a finger, or a pen seen as itself. */
export type DragInput = 'mouse' | 'touch' | 'pen';

/**
 * The events that move and end a drag of each input. They are heard on the document, so the drag
 * goes on wherever the pointer goes (touch events keep their first target anyway).
 */
const EVENTS: Record<DragInput, { move: string; end: string }> = {
  mouse: { move: 'mousemove', end: 'mouseup' },
  touch: { move: 'touchmove', end: 'touchend touchcancel' },
  pen: { move: 'pointermove', end: 'pointerup pointercancel' },
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
 * Follows a drag that has started until it ends: `onMove` for each move, then `onEnd` once. Returns
 * the function that stops following it early (on unmount), without `onEnd`.
 */
export function trackDrag(input: DragInput, { onMove, onEnd }: DragHandlers): () => void {
  const { move, end } = EVENTS[input];
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
