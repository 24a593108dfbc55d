import { useInsertionEffect, useRef } from 'react';
import { focus } from './useFocusLock';

/**
 * Remembers what had focus when the drawer opened, and returns the function that gives focus back
 * to it once the drawer has closed.
 */
export function useReturnFocus(open: boolean): () => void {
  const trigger = useRef<Element | null>(null);
  // An insertion effect runs before every layout effect of the commit: before content with React's
  // `autoFocus` takes focus, and before useLayer makes the page inert (a browser may take focus away
  // from an inert trigger). StrictMode does not run it twice, as it does other effects after the
  // drawer's own autofocus, which would mistake the panel for the trigger.
  useInsertionEffect(() => {
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
