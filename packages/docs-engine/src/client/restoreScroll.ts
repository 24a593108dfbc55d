import { scrollTopOf } from './readingPosition.ts';
import type { ScrollPosition } from './scrollPositions.ts';
import { holdWholePageRendered } from './wholePageRendered.ts';

/** How long a restore waits for the page to grow tall enough (a late image or demo). */
const RESTORE_PATIENCE_MS = 1500;

/** Input by which the reader takes the scrolling over: a late restore must not undo it. */
export const TAKEOVER_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls back to `position`, with every block of the page rendered at its real size meanwhile
 * (blocks skipped at an estimated height above it would put other content there) and its heading
 * where the reader saw it. A page shorter than that for now (its demos still mounting) is
 * followed as it grows, until the position is reached, the reader scrolls, or the patience runs
 * out. Returns a function that stops following.
 */
export function restoreScroll(position: ScrollPosition): () => void {
  const release = holdWholePageRendered();
  const scroll = (): boolean => {
    const top = scrollTopOf(position);
    window.scrollTo(0, top);
    return Math.abs(window.scrollY - top) < 1;
  };
  if (scroll() || typeof ResizeObserver === 'undefined') {
    release();
    return () => undefined;
  }
  const observer = new ResizeObserver(() => {
    if (scroll()) stop();
  });
  const timer = setTimeout(() => stop(), RESTORE_PATIENCE_MS);
  function stop(): void {
    release();
    observer.disconnect();
    clearTimeout(timer);
    for (const type of TAKEOVER_EVENTS) window.removeEventListener(type, stop);
  }
  observer.observe(document.body);
  for (const type of TAKEOVER_EVENTS) window.addEventListener(type, stop, { passive: true });
  return stop;
}
