import { useEffect } from 'react';

let locks = 0;
let unlock: (() => void) | undefined;

/** Locks the page scroll and keeps the layout where it was; returns the undo. */
function lockPage(): () => void {
  const { body } = document;
  const saved = body.style.cssText;
  const { scrollX, scrollY, navigator } = window;
  // The scrollbar about to disappear: padding of the same width keeps the content from shifting.
  const scrollbar = innerWidth - document.documentElement.clientWidth;
  // Touch browsers (iOS Safari above all) scroll a body with overflow hidden anyway; pinning it holds.
  const pin = /iP(hone|ad|od)/.test(navigator.userAgent) || navigator.maxTouchPoints > 1;
  Object.assign(
    body.style,
    { overflow: 'hidden' },
    scrollbar > 0 && {
      paddingRight: `${(parseFloat(getComputedStyle(body).paddingRight) || 0) + scrollbar}px`,
    },
    pin && { position: 'fixed', top: `${-scrollY}px`, left: `${-scrollX}px`, right: '0' },
  );
  return () => {
    body.style.cssText = saved;
    if (pin) scrollTo(scrollX, scrollY);
  };
}

/** Reference counted across drawers: the page unlocks when the last locking drawer lets go. */
export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    if (!locks++) unlock = lockPage();
    return () => {
      if (!--locks) unlock?.();
    };
  }, [locked]);
}
