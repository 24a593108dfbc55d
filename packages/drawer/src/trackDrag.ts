import { listen } from './listen';

/** How far the pointer has moved since the drag began, in px: positive to the right and down. */
export interface Travel {
  x: number;
  y: number;
}

/** The event that starts a drag: a mouse (or a pen, through the mouse events it also fires), or a finger. */
export type DragStart = 'mousedown' | 'touchstart';

/**
 * The events that move and end a drag, by the event that started it: a move event's name ends in
 * `move`, the others end the drag. They are heard on the document, so the drag goes on wherever the
 * pointer goes (touch events keep their first target anyway).
 */
const FOLLOW_UP: Record<DragStart, string> = {
  mousedown: 'mousemove mouseup',
  touchstart: 'touchmove touchend touchcancel',
};

/**
 * The point of a mouse or touch event (the first finger). Only for the events that start or
 * move a drag: a touchstart or touchmove always lists the finger that fired it.
 */
function pointOf(event: Event): { clientX: number; clientY: number } {
  return 'touches' in event ? ((event as TouchEvent).touches[0] as Touch) : (event as MouseEvent);
}

export interface DragHandlers {
  onMove(travel: Travel, event: Event): void;
  onEnd(event: Event): void;
}

/**
 * Follows the drag that `start` began until it ends: `onMove` with the travel so far for each move,
 * then `onEnd` once. Returns the function that stops following it early (on unmount), without
 * `onEnd`.
 */
export function trackDrag(start: Event, { onMove, onEnd }: DragHandlers): () => void {
  const origin = pointOf(start);
  // Not passive: a swipe stops the page from scrolling along with the finger (the end events, which
  // nothing cancels, do not care).
  const stop = listen(
    document,
    FOLLOW_UP[start.type as DragStart],
    (event) => {
      if (event.type.endsWith('move')) {
        const point = pointOf(event);
        onMove({ x: point.clientX - origin.clientX, y: point.clientY - origin.clientY }, event);
      } else {
        stop();
        onEnd(event);
      }
    },
    { passive: false },
  );
  return stop;
}
