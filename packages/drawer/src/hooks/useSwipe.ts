import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import type { PhysicalPlacement } from '../DrawerProps';
import { inward, isHorizontal } from '../edge';
import { listen } from '../listen';

/**
 * Whether some element between `target` and `wrapper` would scroll instead, toward the drawer's edge:
 * along X when `horizontal`, `out` the sign of the direction to the edge.
 */
function contentScrolls(
  target: EventTarget | null,
  wrapper: Element,
  horizontal: boolean,
  out: number,
) {
  for (let node = target as Element | null; node && node !== wrapper; node = node.parentElement) {
    const offset = Math.abs(horizontal ? node.scrollLeft : node.scrollTop);
    const room = horizontal
      ? node.scrollWidth - node.clientWidth
      : node.scrollHeight - node.clientHeight;
    if (room > 0 && (out > 0 ? offset > 0 : offset < room - 1)) return true;
  }
  return false;
}

/**
 * Swipe to close with touch (and pen): the panel follows the finger toward its edge, closes past the
 * `threshold` (a fraction of the size) or on a flick, and snaps back otherwise. Gestures that start as
 * a scroll are left alone.
 */
export function useSwipe(
  enabled: boolean,
  open: boolean,
  placement: PhysicalPlacement,
  threshold: number,
  wrapperRef: RefObject<HTMLElement | null>,
  onDismiss: ((event: TouchEvent | PointerEvent) => void) | undefined,
): void {
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  const moved = useRef(false);

  useEffect(() => {
    const wrapper = wrapperRef.current;
    if (!open || !wrapper) return;
    const { style } = wrapper;
    // A swipe leaves the panel where the finger put it; the next open starts clean.
    if (moved.current) {
      moved.current = false;
      style.transition = style.transform = '';
    }
    if (!enabled) return;
    const horizontal = isHorizontal(placement);
    // Closing moves against the inward direction: the panel's transform has the opposite sign.
    const out = -inward(placement);
    const slide = (length: string) =>
      (style.transform = `translate${horizontal ? 'X' : 'Y'}(${length})`);
    /** Where the gesture started; its target is where the finger or pen came down. */
    let origin: Touch | PointerEvent | undefined;
    /** Undecided, then true for a swipe of the drawer or false for anything else. */
    let swiping: boolean | undefined;
    let travel = 0;
    let time = 0;
    let velocity = 0;

    // Touch events rather than pointer events for fingers: only a non-passive touchmove can stop the
    // page scrolling along once the gesture is a swipe. Pointer events serve the pen; never a mouse.
    return listen(
      wrapper,
      'touchstart touchmove touchend touchcancel pointerdown pointermove pointerup pointercancel',
      (event) => {
        const touch = 'touches' in event;
        if (!touch && (event as PointerEvent).pointerType !== 'pen') return;
        const point = touch ? (event as TouchEvent).touches[0] : (event as PointerEvent);
        if (/start|down/.test(event.type)) {
          origin = point;
          swiping = undefined;
          travel = 0;
          time = performance.now();
        } else if (/move/.test(event.type)) {
          if (!origin || !point || swiping === false) return;
          const dx = point.clientX - origin.clientX;
          const dy = point.clientY - origin.clientY;
          const along = out * (horizontal ? dx : dy);
          if (swiping === undefined) {
            // 6px of travel before the gesture is told apart as a swipe or a scroll.
            if (Math.abs(dx) + Math.abs(dy) < 6) return;
            swiping =
              along > Math.abs(horizontal ? dy : dx) &&
              !contentScrolls(origin.target, wrapper, horizontal, out);
            if (!swiping) return;
          }
          if (event.cancelable) event.preventDefault();
          const now = performance.now();
          const next = Math.max(0, along);
          velocity = (next - travel) / Math.max(now - time, 1);
          travel = next;
          time = now;
          moved.current = true;
          style.transition = 'none';
          slide(`${out * travel}px`);
        } else if (origin) {
          // Released or cancelled.
          origin = undefined;
          if (!swiping) return;
          style.transition = 'transform .2s ease-out';
          if (
            travel > 0 &&
            (travel >=
              threshold * wrapper.getBoundingClientRect()[horizontal ? 'width' : 'height'] ||
              // A flick: 0.5px/ms toward the edge closes whatever the distance.
              velocity >= 0.5)
          ) {
            // Finish the slide from where the finger left it; the close transition waits for it.
            slide(`${out * 100}%`);
            dismiss.current?.(event as TouchEvent | PointerEvent);
          } else style.transform = '';
        }
      },
      { passive: false },
    );
  }, [enabled, open, placement, threshold, wrapperRef]);
}
