import { type RefObject, useEffect, useState } from 'react';

export interface OverflowEdges {
  /** Content is hidden to the left: the box has been scrolled. */
  moreStart: boolean;
  /** Content is hidden to the right. */
  moreEnd: boolean;
}

/** A pixel of rounding is not "more": zoomed pages report fractional scroll widths. */
const TOLERANCE = 1;

/** Which sides of a sideways-scrolling box hide content, kept current on scroll and resize. */
export function useOverflowEdges({
  scroller,
  content,
}: {
  scroller: RefObject<HTMLElement | null>;
  /** What the box shows: a new value measures again, as the new content may be wider. */
  content: string;
}): OverflowEdges {
  const [edges, setEdges] = useState<OverflowEdges>({ moreStart: false, moreEnd: false });

  useEffect(() => {
    const node = scroller.current;
    if (!node) return;
    const measure = () => {
      const hidden = node.scrollWidth - node.clientWidth;
      const next = {
        moreStart: node.scrollLeft > TOLERANCE,
        moreEnd: hidden - node.scrollLeft > TOLERANCE,
      };
      setEdges((current) =>
        current.moreStart === next.moreStart && current.moreEnd === next.moreEnd ? current : next,
      );
    };
    measure();
    node.addEventListener('scroll', measure, { passive: true });
    // Without ResizeObserver (jsdom), the cue follows scrolling only.
    const resizes = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    resizes?.observe(node);
    if (node.firstElementChild) resizes?.observe(node.firstElementChild);
    return () => {
      resizes?.disconnect();
      node.removeEventListener('scroll', measure);
    };
  }, [scroller, content]);

  return edges;
}
