import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Text a reader typed into the prerendered field before the page's scripts ran. React takes the
 * field over with that text still in it, but not in the state the field shows, so the next render
 * would wipe it: `onTyped` gets it as the field is hydrated, with whether the field has focus.
 */
export function useEarlyTyping(
  ref: RefObject<HTMLInputElement | null>,
  onTyped: (text: string, focused: boolean) => void,
): void {
  // Called once, as the field mounts: the callback of that render is the one to call.
  const typed = useRef(onTyped);
  useLayoutEffect(() => {
    const input = ref.current;
    if (input?.value) typed.current(input.value, input === document.activeElement);
  }, [ref]);
}
