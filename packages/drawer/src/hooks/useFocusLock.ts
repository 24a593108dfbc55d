import { useEffect, useRef } from 'react';
import type { FocusEvent, KeyboardEvent, RefObject } from 'react';
import { listen } from '../listen';
import { isTopLayer } from './useLayer';

/**
 * Elements Tab can reach inside `container`, in document order. The browser already knows which
 * elements are focusable: their `tabIndex` defaults to 0, everything else to -1.
 */
function tabbables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>('*')].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.matches(':disabled,[hidden] *,[inert] *') &&
      element.checkVisibility?.() !== false,
  );
}

export function focus(element: HTMLElement | null | undefined): void {
  element?.focus({ preventScroll: true });
}

export interface FocusLockOptions {
  open: boolean;
  /** Move focus into the panel on open. */
  autoFocus: boolean;
  /** Keep Tab and focus inside the drawer. */
  trap: boolean;
  /** The wrapper: its siblings are the focus guards, its parent the drawer's root. */
  wrapperRef: RefObject<HTMLElement | null>;
  panelRef: RefObject<HTMLElement | null>;
}

/**
 * Focus while open: moves it in on open, keeps Tab cycling inside, and pulls back focus that escapes
 * (popups rendered from inside the drawer into another part of the page are not escapes). The focus
 * guards are the wrapper's siblings, and the drawer's root its parent.
 */
export function useFocusLock({ open, autoFocus, trap, wrapperRef, panelRef }: FocusLockOptions) {
  // What the root's React focus handler saw last. React focus events bubble through portals, so it
  // sees focus on the drawer's own elements and inside popups opened from the drawer alike, and it
  // runs before the listener below (React listens on its root and portal containers, below the
  // document): a focus it did not see has escaped.
  const focusedInTree = useRef<EventTarget | null>(null);

  useEffect(() => {
    if (open && autoFocus) {
      const panel = panelRef.current;
      focus(panel?.querySelector<HTMLElement>('[data-autofocus]') ?? panel);
    }
  }, [open, autoFocus, panelRef]);

  useEffect(() => {
    const wrapper = wrapperRef.current;
    if (!open || !trap || !wrapper) return;
    return listen(document, 'focusin', ({ target }) => {
      // Only the top-most drawer pulls focus back: two open side by side would pull it in turns.
      if (focusedInTree.current !== target && isTopLayer(wrapper)) focus(panelRef.current);
    });
  }, [open, trap, wrapperRef, panelRef]);

  return {
    onKeyDown(event: KeyboardEvent<HTMLElement>) {
      // Keys pressed in popups portaled from inside bubble here through React, but are not ours.
      const wrapper = wrapperRef.current;
      // React derives `key` from keyCode, so a Tab fired by keyCode alone (as rc-drawer's tests do)
      // matches too.
      // A closed drawer leaves Tab to the page, even from a guard given focus by a script.
      if (event.key !== 'Tab' || !open || !wrapper?.parentElement?.contains(event.target as Node)) {
        return;
      }
      const active = document.activeElement;
      const back = event.shiftKey;
      const start = wrapper.previousElementSibling as HTMLElement;
      const end = wrapper.nextElementSibling as HTMLElement;
      // rc-drawer 7's guards: Tab on the end guard continues from the start guard, and vice versa.
      if (active === (back ? start : end)) {
        focus(back ? end : start);
        return;
      }
      if (!trap) return;
      // In the order Tab travels: past the last one, focus wraps around to the first.
      const list = tabbables(wrapper);
      if (back) list.reverse();
      if (!list.length || active === list.at(-1) || (back && active === panelRef.current)) {
        event.preventDefault();
        focus(list[0]);
      }
    },
    onFocusCapture(event: FocusEvent<HTMLElement>) {
      focusedInTree.current = event.target;
    },
  };
}
