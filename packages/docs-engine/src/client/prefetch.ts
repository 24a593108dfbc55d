import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { PREFETCH_MODES, type PrefetchMode } from '../shared/constants.ts';
import { loadPage } from './pageChunks.ts';

/** How long the pointer must rest on a link before `intent` prefetches it. */
export const PREFETCH_HOVER_DELAY = 50;
/** How far outside the viewport `viewport` starts prefetching. */
export const PREFETCH_VIEWPORT_MARGIN = '100px';

/** `true` means intent and `false` none, as in umi; anything else is a mistake in the page. */
export function resolvePrefetch(value: unknown, fallback: PrefetchMode): PrefetchMode {
  if (value === undefined) return fallback;
  if (value === true) return 'intent';
  if (value === false) return 'none';
  if ((PREFETCH_MODES as readonly unknown[]).includes(value)) return value as PrefetchMode;
  throw new Error(`Invalid prefetch value ${String(value)} found in Link component`);
}

function prefetchPage(to: string) {
  // Prefetching is a hint: a failure here shows when the user really navigates.
  loadPage(to.split(/[?#]/)[0] ?? to).catch(() => undefined);
}

export interface PrefetchOptions {
  /** The link's target inside the site. */
  to: string;
  mode: PrefetchMode;
  /** How long the pointer rests on the link before `intent` prefetches, in ms. */
  hoverDelay: number;
}

export interface PrefetchHandlers {
  /** Attach to the link: `viewport` watches it. */
  ref: RefObject<HTMLAnchorElement | null>;
  onMouseEnter(): void;
  onMouseLeave(): void;
}

/**
 * Loads the chunk of a link's target page (and of its section) ahead of the click, as `mode` says: on render, when
 * the link nears the viewport, or when the pointer rests on it (`intent`).
 */
export function usePrefetch({ to, mode, hoverDelay }: PrefetchOptions): PrefetchHandlers {
  const ref = useRef<HTMLAnchorElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useLayoutEffect(() => {
    if (mode === 'render') prefetchPage(to);
  }, [mode, to]);

  useEffect(() => {
    const element = ref.current;
    if (mode !== 'viewport' || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          prefetchPage(to);
          observer.disconnect();
        }
      },
      { rootMargin: PREFETCH_VIEWPORT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [mode, to]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return {
    ref,
    onMouseEnter() {
      if (mode !== 'intent' || timer.current) return;
      timer.current = setTimeout(() => prefetchPage(to), hoverDelay);
    },
    onMouseLeave() {
      clearTimeout(timer.current);
      timer.current = undefined;
    },
  };
}
