import { useEffect, useRef } from 'react';
import type { FocusEvent, KeyboardEvent, RefObject } from 'react';

/**
 * Elements Tab can reach inside `container`, in document order. The browser already knows which
 * elements are focusable: their `tabIndex` defaults to 0, everything else to -1.
 */
function tabbables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>('*')).filter(
    (element) => element.tabIndex >= 0 && !element.matches(':disabled,[hidden] *,[inert] *') && element.checkVisibility?.() !== false,
  );
}

function focus(element: HTMLElement | null | undefined): void {
  element?.focus({ preventScroll: true });
}

interface FocusLockOptions {
  open: boolean;
  autoFocus: boolean;
  trap: boolean;
  rootRef: RefObject<HTMLElement | null>;
  wrapperRef: RefObject<HTMLElement | null>;
  panelRef: RefObject<HTMLElement | null>;
  startRef: RefObject<HTMLElement | null>;
  endRef: RefObject<HTMLElement | null>;
}

/**
 * Focus while open: moves it in on open, keeps Tab cycling inside, and pulls back focus that escapes
 * (popups rendered from inside the drawer into another part of the page are not escapes).
 */
export function useFocusLock({ open, autoFocus, trap, rootRef, wrapperRef, panelRef, startRef, endRef }: FocusLockOptions) {
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
    const onFocusIn = (event: globalThis.FocusEvent) => {
      const target = event.target as Node;
      if (!rootRef.current?.contains(target) && focusedInTree.current !== target) focus(panelRef.current);
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [open, trap, rootRef, panelRef]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const root = rootRef.current;
    if (event.key !== 'Tab' && event.keyCode !== 9) return;
    if (!root?.contains(event.target as Node)) return;
    const active = document.activeElement;
    const back = event.shiftKey;
    // rc-drawer 7's guards: Tab on the end guard continues from the start guard, and vice versa.
    if (!back && active === endRef.current) return focus(startRef.current);
    if (back && active === startRef.current) return focus(endRef.current);
    const wrapper = wrapperRef.current;
    if (!open || !trap || !wrapper) return;
    const list = tabbables(wrapper);
    const edge = back ? list[0] : list[list.length - 1];
    if (!list.length || active === edge || (back && active === panelRef.current)) {
      event.preventDefault();
      focus(back ? list[list.length - 1] : list[0]);
    }
  };

  const onFocusCapture = (event: FocusEvent<HTMLElement>) => {
    focusedInTree.current = event.target;
  };

  return { onKeyDown, onFocusCapture };
}
