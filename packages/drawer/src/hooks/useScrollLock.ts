import { useEffect } from 'react';

let locks = 0;
let unlock: (() => void) | undefined;

/** Locks the page scroll and keeps the layout where it was; returns the undo. */
function lockPage(): () => void {
  const { body } = document;
  const { style } = body;
  const saved = style.cssText;
  const { scrollX, scrollY, navigator } = window;
  // The scrollbar about to disappear: padding of the same width keeps the content from shifting.
  const scrollbar = innerWidth - document.documentElement.clientWidth;
  // Touch browsers (iOS Safari above all) scroll a body with overflow hidden anyway; pinning it holds.
  const pin = /iP(hone|ad|od)/.test(navigator.userAgent) || navigator.maxTouchPoints > 1;

  style.overflow = 'hidden';
  // Also as its own property: jsdom does not expand the shorthand, and code written for rc-drawer
  // checks `overflowY`.
  style.overflowY = 'hidden';
  if (scrollbar > 0) {
    const padding = parseFloat(getComputedStyle(body).paddingRight) || 0;
    style.paddingRight = `${padding + scrollbar}px`;
  }
  if (pin) {
    style.position = 'fixed';
    style.top = `${-scrollY}px`;
    style.left = `${-scrollX}px`;
    style.right = '0';
  }
  return () => {
    style.cssText = saved;
    if (pin) scrollTo(scrollX, scrollY);
  };
}

/** Reference counted across drawers: the page unlocks when the last locking drawer lets go. */
export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    if (locks === 0) unlock = lockPage();
    locks += 1;
    return () => {
      locks -= 1;
      if (locks === 0) unlock?.();
    };
  }, [locked]);
}
