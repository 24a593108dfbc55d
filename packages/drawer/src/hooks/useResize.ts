import { useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent, RefObject } from 'react';
import type { PhysicalPlacement, ResizableConfig } from '../DrawerProps';
import { isHorizontal } from '../edge';
import { clampSize, draggedSize, keyResizeDelta } from '../resizeGesture';

/**
 * The resize handle: pointer drag (mouse, touch, pen) and arrow keys, clamped by `maxSize` and the
 * viewport. `size` is the current size in pixels, when known as a number.
 */
export function useResize(
  placement: PhysicalPlacement,
  size: number | undefined,
  maxSize: number | undefined,
  wrapperRef: RefObject<HTMLElement | null>,
  callbacks: ResizableConfig,
  onSize: (size: number) => void,
) {
  const start = useRef<{ x: number; y: number; size: number }>(null);
  const [dragging, setDragging] = useState(false);
  const horizontal = isHorizontal(placement);
  const max = Math.min(maxSize ?? Infinity, horizontal ? window.innerWidth : window.innerHeight);

  const current = () =>
    size ?? wrapperRef.current?.getBoundingClientRect()[horizontal ? 'width' : 'height'] ?? 0;
  const resize = (next: number) => {
    onSize((next = clampSize(next, max)));
    callbacks.onResize?.(next);
    return next;
  };
  const onPointerUp = () => {
    if (!start.current) return;
    start.current = null;
    setDragging(false);
    callbacks.onResizeEnd?.(current());
  };

  return {
    dragging,
    handleProps: {
      role: 'separator',
      tabIndex: 0,
      'aria-orientation': horizontal ? 'vertical' : 'horizontal',
      'aria-valuenow': size,
      'aria-valuemin': 0,
      'aria-valuemax': Number.isFinite(max) ? max : undefined,
      onPointerDown(event: PointerEvent<HTMLElement>) {
        if (event.button) return;
        event.preventDefault();
        event.currentTarget.setPointerCapture?.(event.pointerId);
        start.current = { x: event.clientX, y: event.clientY, size: current() };
        setDragging(true);
        callbacks.onResizeStart?.(start.current.size);
      },
      onPointerMove(event: PointerEvent<HTMLElement>) {
        const from = start.current;
        if (from)
          resize(draggedSize(placement, from.size, event.clientX - from.x, event.clientY - from.y));
      },
      onPointerUp,
      onPointerCancel: onPointerUp,
      onKeyDown(event: KeyboardEvent<HTMLElement>) {
        const delta = keyResizeDelta(placement, event.key);
        if (!delta) return;
        event.preventDefault();
        const from = current();
        callbacks.onResizeStart?.(from);
        // Not inlined into the call below: an optional call skips evaluating its arguments.
        const next = resize(from + delta);
        callbacks.onResizeEnd?.(next);
      },
    } as const,
  };
}
