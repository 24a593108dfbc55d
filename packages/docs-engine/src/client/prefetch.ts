import { PREFETCH_MODES, type PrefetchMode } from '../shared/constants.ts';

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
