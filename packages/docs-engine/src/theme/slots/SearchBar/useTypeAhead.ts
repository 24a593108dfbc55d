import { useEffect } from 'react';
import { isEditable } from './isEditable.ts';

/**
 * While `active`, gives `onText` what the reader types anywhere but in a field, until a field
 * takes the focus. The search shortcut opens the modal at once, but its code may still be on its
 * way: without this, the first letters of the query would go to the page and be lost.
 */
export function useTypeAhead(active: boolean, onText: (text: string) => void): void {
  useEffect(() => {
    if (!active) return;
    let typed = '';
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.defaultPrevented || event.isComposing || isEditable(event.target)) return;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key === 'Backspace') typed = typed.slice(0, -1);
      // A printable key's name is the character it types; others have names such as 'Enter'.
      else if ([...event.key].length === 1) typed += event.key;
      else return;
      event.preventDefault();
      onText(typed);
    };
    // Once the modal's box has the focus, the keys are its own.
    const onFocusIn = (event: FocusEvent): void => {
      if (isEditable(event.target)) stop();
    };
    const stop = (): void => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn);
    };
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn);
    return stop;
  }, [active, onText]);
}
