import { useEffect, useRef } from 'react';
import type { CSSProperties, RefObject } from 'react';
import type { PhysicalPlacement, ResizableConfig } from './DrawerProps';
import { inward, isHorizontal } from './edge';
import { trackDrag } from './trackDrag';

export interface ResizeHandleProps {
  className: string;
  style: CSSProperties | undefined;
  placement: PhysicalPlacement;
  /** The size in effect; only a number is known in pixels (otherwise the wrapper is measured). */
  size: number | string | undefined;
  minSize: number | undefined;
  maxSize: number | undefined;
  /** The wrapper, whose parent is the drawer's root (it spans the room the drawer has). */
  wrapperRef: RefObject<HTMLElement | null>;
  /** The author's callbacks and label (the object form of `resizable`). */
  config: ResizableConfig;
  /** Applies a size the user chose. */
  onSize: (size: number) => void;
}

/**
 * How far each arrow key moves the handle on screen (positive: right or down), 10px a press, for
 * handles that move along X (left and right drawers) and along Y. Like a drag, a move into the page
 * grows the panel and a move toward its edge shrinks it; arrows across the handle do nothing.
 */
const ARROWS_ALONG_X: Record<string, number> = { ArrowLeft: -10, ArrowRight: 10 };
const ARROWS_ALONG_Y: Record<string, number> = { ArrowUp: -10, ArrowDown: 10 };
/** Home and End change the size as far as it goes: to the minimum and to the maximum. */
const KEY_EXTREMES: Record<string, number> = { Home: -Infinity, End: Infinity };

/**
 * The drag handle on the panel's inner edge: a focusable, named `role="separator"`. Mouse:
 * `mousedown` on the handle, then `mousemove`/`mouseup` on the document, as @rc-component/drawer (a
 * pen fires these too). Touch: `touchstart` on the handle, then the touch events. Keyboard: arrow
 * keys, Home and End. Each resize reports `onResizeStart`, `onResize` and `onResizeEnd` once per
 * step, clamped between `minSize` (0 by default) and the smaller of `maxSize` and the room the
 * drawer has (the drawer's root: the viewport, or an inline drawer's container).
 */
export function ResizeHandle({
  className,
  style,
  placement,
  size,
  minSize = 0,
  maxSize,
  wrapperRef,
  config,
  onSize,
}: ResizeHandleProps) {
  // A drag outlives the render that started it: it reports to the callbacks of the latest one.
  const latest = useRef(config);
  latest.current = config;
  /** Stops following the drag in progress, if any. */
  const stopDrag = useRef<(() => void) | null>(null);
  useEffect(() => () => stopDrag.current?.(), []);

  const horizontal = isHorizontal(placement);
  /** The dimension the handle resizes. */
  const dimension = horizontal ? 'width' : 'height';
  /** The largest size: `maxSize`, within the room the drawer has (read from the page when asked). */
  const largest = () => {
    const root = wrapperRef.current?.parentElement;
    // The root spans the room the drawer has: the viewport, or an inline drawer's container.
    // Unmeasured (before the first commit, or without layout as in jsdom), the viewport bounds it.
    const room =
      root?.getBoundingClientRect()[dimension] || (horizontal ? innerWidth : innerHeight);
    return Math.min(maxSize ?? Infinity, room);
  };
  /**
   * Starts a resize from the size in effect (only a number is known in pixels, otherwise the wrapper
   * is measured): reports `onResizeStart` now, `onResize` for each change, `onResizeEnd` at the end.
   */
  const beginResize = () => {
    const wrapper = wrapperRef.current;
    const from =
      typeof size === 'number' ? size : (wrapper?.getBoundingClientRect()[dimension] ?? 0);
    const max = largest();
    let last = from;
    latest.current.onResizeStart?.(from);
    return {
      /** Applies the size `change` px away from where the resize began, within the bounds. */
      change(change: number) {
        last = Math.round(Math.min(Math.max(from + change, minSize), max));
        onSize(last);
        latest.current.onResize?.(last);
      },
      end() {
        latest.current.onResizeEnd?.(last);
      },
    };
  };

  /** Follows the drag that `start` began until it is released; one drag at a time. */
  const drag = (start: Event) => {
    const wrapper = wrapperRef.current;
    if (!wrapper || stopDrag.current) return;
    const resize = beginResize();
    // The size follows the pointer at once, whatever transitions the stylesheet gives the wrapper.
    const wrapperStyle = wrapper.style;
    wrapperStyle.transition = 'none';
    stopDrag.current = trackDrag(start, {
      // The handle sits on the inner edge: moving it into the page grows the panel.
      onMove(travel) {
        resize.change(inward(placement) * (horizontal ? travel.x : travel.y));
      },
      onEnd() {
        stopDrag.current = null;
        wrapperStyle.transition = '';
        resize.end();
      },
    });
  };

  return (
    <div
      className={className}
      style={style}
      role="separator"
      tabIndex={0}
      // English by default: authors name it in the page's language.
      aria-label={config['aria-label'] ?? 'Resize drawer'}
      aria-orientation={horizontal ? 'vertical' : 'horizontal'}
      aria-valuenow={typeof size === 'number' ? size : undefined}
      aria-valuemin={minSize}
      // Always finite: the room bounds it.
      aria-valuemax={largest()}
      onMouseDown={(event) => {
        if (event.button !== 0) return;
        // No text selection while dragging.
        event.preventDefault();
        drag(event.nativeEvent);
      }}
      onTouchStart={(event) => drag(event.nativeEvent)}
      onTouchEnd={(event) => {
        // A tap would be followed by compatibility mouse events: the touch has already resized.
        if (event.cancelable) event.preventDefault();
      }}
      onKeyDown={(event) => {
        const move = (horizontal ? ARROWS_ALONG_X : ARROWS_ALONG_Y)[event.key];
        const change = KEY_EXTREMES[event.key] ?? inward(placement) * (move ?? 0);
        if (!change) return;
        event.preventDefault();
        const resize = beginResize();
        resize.change(change);
        resize.end();
      }}
    />
  );
}
