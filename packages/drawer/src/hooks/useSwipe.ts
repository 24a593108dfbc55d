import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import type { PhysicalPlacement } from '../DrawerProps';
import { isHorizontal } from '../edge';
import { classifySwipe, closingTravel, shouldDismiss, swipeTransform } from '../swipeGesture';
import type { SwipeIntent } from '../swipeGesture';

interface SwipeOptions {
  enabled: boolean;
  open: boolean;
  placement: PhysicalPlacement;
  threshold: number;
  wrapperRef: RefObject<HTMLElement | null>;
  onDismiss: (event: TouchEvent | PointerEvent) => void;
}

/** Whether some element between `target` and `wrapper` would scroll instead, toward the drawer's edge. */
function contentScrolls(target: EventTarget | null, wrapper: HTMLElement, placement: PhysicalPlacement): boolean {
  const x = isHorizontal(placement);
  for (let node = target as Element | null; node && node !== wrapper; node = node.parentElement) {
    const offset = Math.abs(x ? node.scrollLeft : node.scrollTop);
    const room = x ? node.scrollWidth - node.clientWidth : node.scrollHeight - node.clientHeight;
    if (room > 0 && (placement === 'bottom' || placement === 'right' ? offset > 0 : offset < room - 1)) return true;
  }
  return false;
}

/** The touch point, or the pen: a mouse never swipes. */
function pointOf(event: TouchEvent | PointerEvent): { clientX: number; clientY: number } | undefined {
  return 'touches' in event ? event.touches[0] : event.pointerType === 'pen' ? event : undefined;
}

/**
 * Swipe to close with touch (and pen): the panel follows the finger toward its edge, closes past the
 * threshold or on a flick, and snaps back otherwise. Gestures that start as a scroll are left alone.
 */
export function useSwipe({ enabled, open, placement, threshold, wrapperRef, onDismiss }: SwipeOptions): void {
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

    const start = (event: TouchEvent | PointerEvent) => {
      const point = pointOf(event);
      origin = point && { x: point.clientX, y: point.clientY, target: event.target };
      intent = 'pending';
      travel = velocity = 0;
      last = performance.now();
    };
    const move = (event: TouchEvent | PointerEvent) => {
      const point = pointOf(event);
      if (!origin || !point) return;
      const dx = point.clientX - origin.x;
      const dy = point.clientY - origin.y;
      if (intent === 'pending') {
        intent = classifySwipe(placement, dx, dy);
        if (intent === 'swipe' && contentScrolls(origin.target, wrapper, placement)) intent = 'scroll';
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
    };
    const end = (event: TouchEvent | PointerEvent) => {
      const swiped = origin && intent === 'swipe';
      origin = undefined;
      if (!swiped) return;
      const rect = wrapper.getBoundingClientRect();
      style.transition = 'transform .2s ease-out';
      if (shouldDismiss(travel, isHorizontal(placement) ? rect.width : rect.height, velocity, threshold)) {
        // Finish the slide from where the finger left it; the close transition waits for it.
        style.transform = swipeTransform(placement, '100%');
        dismiss.current(event);
      } else {
        style.transform = '';
      }
    };

    const listeners: Record<string, (event: TouchEvent | PointerEvent) => void> = {
      touchstart: start,
      pointerdown: start,
      touchmove: move,
      pointermove: move,
      touchend: end,
      touchcancel: end,
      pointerup: end,
      pointercancel: end,
    };
    // touchmove is not passive: once the gesture is a swipe, the page must not scroll along with it.
    for (const type in listeners) wrapper.addEventListener(type, listeners[type] as EventListener, { passive: false });
    return () => {
      for (const type in listeners) wrapper.removeEventListener(type, listeners[type] as EventListener);
    };
  }, [enabled, placement, threshold, wrapperRef]);
}
