import { useRef } from 'react';
import type { KeyboardEvent, PointerEvent, RefObject } from 'react';
import type { PhysicalPlacement, ResizableConfig } from '../DrawerProps';
import { inward, isHorizontal } from '../edge';

/**
 * Props of the resize handle: pointer drag (mouse, touch, pen) and arrow keys, clamped by `maxSize`
 * and the viewport. `currentSize` is the size prop in effect; only a number is known in pixels.
 */
export function useResize(
  placement: PhysicalPlacement,
  currentSize: number | string | undefined,
  maxSize: number | undefined,
  wrapperRef: RefObject<HTMLElement | null>,
  { onResize, onResizeStart, onResizeEnd }: ResizableConfig,
  onSize: (size: number) => void,
) {
  /** Where the drag started: the pointer's position into the page, and the size then. */
  const start = useRef<[number, number]>(null);
  const size = typeof currentSize === 'number' ? currentSize : undefined;
  const horizontal = isHorizontal(placement);
  const max = Math.min(maxSize ?? Infinity, horizontal ? innerWidth : innerHeight);
  // Moving into the page grows the panel: the handle sits on its inner edge.
  const depth = (event: PointerEvent) =>
    inward(placement) * (horizontal ? event.clientX : event.clientY);
  const current = () =>
    size ?? wrapperRef.current?.getBoundingClientRect()[horizontal ? 'width' : 'height'] ?? 0;
  /** Reports the start of a resize; returns the size it starts from. */
  const begin = () => {
    const from = current();
    onResizeStart?.(from);
    return from;
  };
  const resize = (next: number) => {
    onSize((next = Math.round(Math.min(Math.max(next, 0), max))));
    onResize?.(next);
    return next;
  };
  // The size follows the pointer at once, whatever transitions the stylesheet gives the wrapper.
  const transition = (value: string) => wrapperRef.current?.style.setProperty('transition', value);
  const onPointerUp = () => {
    if (!start.current) return;
    start.current = null;
    transition('');
    onResizeEnd?.(current());
  };

  return {
    role: 'separator',
    tabIndex: 0,
    'aria-orientation': horizontal ? 'vertical' : 'horizontal',
    'aria-valuenow': size,
    'aria-valuemin': 0,
    // Always finite: the viewport bounds it.
    'aria-valuemax': max,
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.button) return;
      event.preventDefault();
      event.currentTarget.setPointerCapture?.(event.pointerId);
      transition('none');
      start.current = [depth(event), begin()];
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const from = start.current;
      if (from) resize(from[1] + depth(event) - from[0]);
    },
    onPointerUp,
    onPointerCancel: onPointerUp,
    onKeyDown(event: KeyboardEvent<HTMLElement>) {
      // The arrow pointing into the page grows the panel, its opposite shrinks it.
      const arrows = horizontal ? ['ArrowLeft', 'ArrowRight'] : ['ArrowUp', 'ArrowDown'];
      const direction = arrows.indexOf(event.key);
      if (direction < 0) return;
      event.preventDefault();
      // Not inlined into the call below: an optional call skips evaluating its arguments. Each press
      // resizes by 10px.
      const next = resize(begin() + inward(placement) * 10 * (direction * 2 - 1));
      onResizeEnd?.(next);
    },
  } as const;
}
