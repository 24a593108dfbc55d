import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import type { PhysicalPlacement } from '../DrawerProps';
import { isHorizontal } from '../edge';
import { listen } from '../listen';
import { classifySwipe, closingTravel, shouldDismiss, swipeTransform } from '../swipeGesture';
import type { SwipeIntent } from '../swipeGesture';

/** Whether some element between `target` and `wrapper` would scroll instead, toward the drawer's edge. */
function contentScrolls(
  target: EventTarget | null,
  wrapper: HTMLElement,
  placement: PhysicalPlacement,
): boolean {
  const x = isHorizontal(placement);
  for (let node = target as Element | null; node && node !== wrapper; node = node.parentElement) {
    const offset = Math.abs(x ? node.scrollLeft : node.scrollTop);
    const room = x ? node.scrollWidth - node.clientWidth : node.scrollHeight - node.clientHeight;
    if (
      room > 0 &&
      (placement === 'bottom' || placement === 'right' ? offset > 0 : offset < room - 1)
    )
      return true;
  }
  return false;
}

/** The touch point, or the pen: a mouse never swipes. */
function pointOf(
  event: TouchEvent | PointerEvent,
): { clientX: number; clientY: number } | undefined {
  return 'touches' in event ? event.touches[0] : event.pointerType === 'pen' ? event : undefined;
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
  onDismiss: (event: TouchEvent | PointerEvent) => void,
): void {
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  const moved = useRef(false);

  // A swipe leaves the panel where the finger put it; the next open starts clean.
  useEffect(() => {
    const style = wrapperRef.current?.style;
    if (open && style && moved.current) {
      moved.current = false;
      style.transition = style.transform = '';
    }
  }, [open, wrapperRef]);

  useEffect(() => {
    const wrapper = wrapperRef.current;
    if (!enabled || !wrapper) return;
    const style = wrapper.style;
    let origin: { x: number; y: number; target: EventTarget | null } | undefined;
    let intent: SwipeIntent = 'pending';
    let travel = 0;
    let last = 0;
    let velocity = 0;

    // One listener for touch and pointer events alike: touchmove must not be passive, so that once the
    // gesture is a swipe the page does not scroll along with it.
    const onEvent = (event: TouchEvent | PointerEvent) => {
      const point = pointOf(event);
      if (/start|down/.test(event.type)) {
        origin = point && { x: point.clientX, y: point.clientY, target: event.target };
        intent = 'pending';
        travel = velocity = 0;
        last = performance.now();
      } else if (/move/.test(event.type)) {
        if (!origin || !point) return;
        const dx = point.clientX - origin.x;
        const dy = point.clientY - origin.y;
        if (intent === 'pending') {
          intent = classifySwipe(placement, dx, dy);
          if (intent === 'swipe' && contentScrolls(origin.target, wrapper, placement))
            intent = 'scroll';
        }
        if (intent !== 'swipe') return;
        if (event.cancelable) event.preventDefault();
        const next = Math.max(0, closingTravel(placement, dx, dy));
        const now = performance.now();
        velocity = (next - travel) / Math.max(now - last, 1);
        travel = next;
        last = now;
        moved.current = true;
        style.transition = 'none';
        style.transform = swipeTransform(placement, travel);
      } else {
        // Released or cancelled.
        const swiped = origin && intent === 'swipe';
        origin = undefined;
        if (!swiped) return;
        const rect = wrapper.getBoundingClientRect();
        style.transition = 'transform .2s ease-out';
        if (
          shouldDismiss(
            travel,
            isHorizontal(placement) ? rect.width : rect.height,
            velocity,
            threshold,
          )
        ) {
          // Finish the slide from where the finger left it; the close transition waits for it.
          style.transform = swipeTransform(placement, '100%');
          dismiss.current(event);
        } else {
          style.transform = '';
        }
      }
    };
    return listen(
      wrapper,
      'touchstart touchmove touchend touchcancel pointerdown pointermove pointerup pointercancel',
      onEvent as (event: Event) => void,
      { passive: false },
    );
  }, [enabled, placement, threshold, wrapperRef]);
}
