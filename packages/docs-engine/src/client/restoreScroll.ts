/** How long a restore waits for the page to grow tall enough (a late image or demo). */
const RESTORE_PATIENCE_MS = 1500;

/** Input by which the reader takes the scrolling over: a late restore must not undo it. */
const TAKEOVER_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls back to `top`. A page shorter than that for now (its demos still mounting) is followed
 * as it grows, until the position is reached, the reader scrolls, or the patience runs out.
 * Returns a function that stops following.
 */
export function restoreScroll(top: number): () => void {
  window.scrollTo(0, top);
  if (Math.abs(window.scrollY - top) < 1 || typeof ResizeObserver === 'undefined') {
    return () => undefined;
  }
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, top);
    if (Math.abs(window.scrollY - top) < 1) stop();
  });
  const timer = setTimeout(() => stop(), RESTORE_PATIENCE_MS);
  function stop(): void {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of TAKEOVER_EVENTS) window.removeEventListener(type, stop);
  }
  observer.observe(document.body);
  for (const type of TAKEOVER_EVENTS) window.addEventListener(type, stop, { passive: true });
  return stop;
}
