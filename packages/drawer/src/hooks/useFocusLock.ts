import { useEffect, useRef } from 'react';
import type { FocusEvent, KeyboardEvent, RefObject } from 'react';
import { listen } from '../listen';

/**
 * Elements Tab can reach inside `container`, in document order. The browser already knows which
 * elements are focusable: their `tabIndex` defaults to 0, everything else to -1.
 */
function tabbables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>('*')).filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.matches(':disabled,[hidden] *,[inert] *') &&
      element.checkVisibility?.() !== false,
  );
}

export function focus(element: HTMLElement | null | undefined): void {
  element?.focus({ preventScroll: true });
}

/** The drawer's elements: its root, the wrapper, the panel and the focus guards around the wrapper. */
export type FocusLockRefs = Record<
  'root' | 'wrapper' | 'panel' | 'start' | 'end',
  RefObject<HTMLElement | null>
>;

/**
 * Focus while open: moves it in on open, keeps Tab cycling inside, and pulls back focus that escapes
 * (popups rendered from inside the drawer into another part of the page are not escapes).
 */
export function useFocusLock(
  open: boolean,
  autoFocus: boolean,
  trap: boolean,
  refs: FocusLockRefs,
) {
  const {
    root: rootRef,
    wrapper: wrapperRef,
    panel: panelRef,
    start: startRef,
    end: endRef,
  } = refs;
  // React focus events bubble through portals, so this sees focus inside popups opened from the drawer.
  const focusedInTree = useRef<EventTarget | null>(null);

  // A passive effect: the drawer records the trigger in a layout effect first.
  useEffect(() => {
    if (open && autoFocus) {
      const panel = panelRef.current;
      focus(panel?.querySelector<HTMLElement>('[data-autofocus]') ?? panel);
    }
  }, [open, autoFocus, panelRef]);

  useEffect(() => {
    if (!open || !trap) return;
    return listen(document, 'focusin', ({ target }) => {
      if (!rootRef.current?.contains(target as Node) && focusedInTree.current !== target)
        focus(panelRef.current);
    });
  }, [open, trap, rootRef, panelRef]);

  return {
    onKeyDown(event: KeyboardEvent<HTMLElement>) {
      // Keys pressed in popups portaled from inside bubble here through React, but are not ours.
      if (
        (event.key !== 'Tab' && event.keyCode !== 9) ||
        !rootRef.current?.contains(event.target as Node)
      )
        return;
      const active = document.activeElement;
      const back = event.shiftKey;
      // rc-drawer 7's guards: Tab on the end guard continues from the start guard, and vice versa.
      const [guard, next] = back ? [startRef, endRef] : [endRef, startRef];
      if (active === guard.current) return focus(next.current);
      const wrapper = wrapperRef.current;
      if (!open || !trap || !wrapper) return;
      // In the order Tab travels: past the last one, focus wraps around to the first.
      const list = tabbables(wrapper);
      if (back) list.reverse();
      if (
        !list.length ||
        active === list[list.length - 1] ||
        (back && active === panelRef.current)
      ) {
        event.preventDefault();
        focus(list[0]);
      }
    },
    onFocusCapture(event: FocusEvent<HTMLElement>) {
      focusedInTree.current = event.target;
    },
  };
}
