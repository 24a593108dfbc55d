import { useLayoutEffect, useRef } from 'react';
import { focus } from './useFocusLock';

/**
 * Remembers what had focus when the drawer opened, and returns the function that gives focus back
 * to it once the drawer has closed. Read in a layout effect called before useLayer's, so before the
 * page behind a modal drawer is made inert (a browser may take focus away from an inert trigger).
 */
export function useReturnFocus(open: boolean): () => void {
  const trigger = useRef<Element | null>(null);
  useLayoutEffect(() => {
    if (open) trigger.current = document.activeElement;
  }, [open]);

  return () => {
    const active = document.activeElement;
    // Only when focus was lost with the drawer, not when the user has since moved it elsewhere.
    const focusLost = !active || active === document.body || active.closest('[role="dialog"]');
    // A trigger removed from the page meanwhile is left alone: focus() does nothing off the page.
    if (focusLost) focus(trigger.current as HTMLElement);
  };
}
