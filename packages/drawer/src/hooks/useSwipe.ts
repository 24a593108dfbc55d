import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import type { PhysicalPlacement } from '../DrawerProps';
import { inward, isHorizontal } from '../edge';
import { listen } from '../listen';
import { trackDrag } from '../trackDrag';

export interface SwipeOptions {
  enabled: boolean;
  open: boolean;
  placement: PhysicalPlacement;
  /** Fraction of the size past which a release closes the drawer. */
  threshold: number;
  wrapperRef: RefObject<HTMLElement | null>;
  onDismiss: ((event: TouchEvent) => void) | undefined;
}

/** 6px of travel before a gesture is told apart as a swipe or a scroll. */
const SLOP = 6;
/** A flick: a gesture this fast toward the edge, in px/ms on average, closes whatever the distance. */
const FLICK_VELOCITY = 0.5;

/**
 * Whether the gesture belongs to something else between `target` and `wrapper`: a separator (the
 * resize handle) or content that would scroll toward the drawer's edge (along X when `horizontal`,
 * `out` the sign of the direction to the edge).
 */
function startsElsewhere(
  target: EventTarget | null,
  wrapper: Element,
  horizontal: boolean,
  out: number,
): boolean {
  for (let node = target as Element | null; node && node !== wrapper; node = node.parentElement) {
    if (node.getAttribute('role') === 'separator') return true;
    const offset = Math.abs(horizontal ? node.scrollLeft : node.scrollTop);
    const room = horizontal
      ? node.scrollWidth - node.clientWidth
      : node.scrollHeight - node.clientHeight;
    const canScrollOut = out > 0 ? offset > 0 : offset < room - 1;
    if (room > 0 && canScrollOut) return true;
  }
  return false;
}

/**
 * Swipe to close by touch: the panel follows the finger toward its edge, closes past the `threshold`
 * (a fraction of the size) or on a flick, and snaps back otherwise. Gestures that start as a scroll
 * are left alone. Touch events carry pens too where swiping is at home: iPadOS and Android send a
 * pen's strokes as touches. A mouse, or a desktop pen that only sends pointer and mouse events,
 * never swipes: a drag of theirs selects text.
 */
export function useSwipe({
  enabled,
  open,
  placement,
  threshold,
  wrapperRef,
  onDismiss,
}: SwipeOptions): void {
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;

  useEffect(() => {
    const wrapper = wrapperRef.current;
    if (!open || !wrapper) return;
    const { style } = wrapper;
    // A swipe moves the panel by `translate`, on top of the `transform` of the slides and a push, so
    // what it leaves is its own to undo: one that closed the drawer left the panel where the finger
    // let go (the close slide starts there), one cut short also left transitions off. The next open
    // starts clean.
    if (style.translate) {
      style.transition = '';
      style.translate = '';
    }
    if (!enabled) return;
    const horizontal = isHorizontal(placement);
    // Closing moves against the inward direction: the panel's offset has the opposite sign.
    const out = -inward(placement);
    /** Stops following the latest gesture; once that gesture has ended, it does nothing. */
    let stopGesture: (() => void) | undefined;

    /** Follows the gesture `event` began: undecided, then a swipe of the drawer or left alone. */
    const follow = (event: Event) => {
      let swiping: boolean | undefined;
      let travel = 0;
      stopGesture?.();
      stopGesture = trackDrag(event, {
        onMove({ x: dx, y: dy }, move) {
          const along = out * (horizontal ? dx : dy);
          if (swiping === undefined) {
            if (Math.abs(dx) + Math.abs(dy) < SLOP) return;
            swiping =
              along > Math.abs(horizontal ? dy : dx) &&
              !startsElsewhere(event.target, wrapper, horizontal, out);
          }
          if (!swiping) return;
          // Touch events rather than pointer events for fingers: only a non-passive touchmove can
          // stop the page scrolling along once the gesture is a swipe.
          if (move.cancelable) move.preventDefault();
          travel = Math.max(0, along);
          style.transition = 'none';
          style.translate = horizontal ? `${out * travel}px` : `0 ${out * travel}px`;
        },
        onEnd(end) {
          if (!swiping) return;
          // Released: the wrapper's own transitions (the stylesheet's) carry it out or back.
          style.transition = '';
          const size = wrapper.getBoundingClientRect()[horizontal ? 'width' : 'height'];
          const velocity = travel / (end.timeStamp - event.timeStamp);
          if (travel > 0 && (travel >= threshold * size || velocity >= FLICK_VELOCITY)) {
            // The close slide moves the panel on from where the finger left it.
            dismiss.current?.(end as TouchEvent);
          } else {
            style.translate = '';
          }
        },
      });
    };

    const stopListening = listen(wrapper, 'touchstart', follow);
    return () => {
      stopListening();
      stopGesture?.();
    };
  }, [enabled, open, placement, threshold, wrapperRef]);
}
