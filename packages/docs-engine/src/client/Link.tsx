import { useEffect, useLayoutEffect, useRef, type ComponentProps } from 'react';
import { Link as RouterLink } from './router.tsx';
import { loadPageChunk } from './pageChunks.ts';
import type { PrefetchMode } from '../shared/constants.ts';
import { PREFETCH_HOVER_DELAY, PREFETCH_VIEWPORT_MARGIN, resolvePrefetch } from './prefetch.ts';
import { findPage, siteData } from './site.ts';

type LinkProps = ComponentProps<typeof RouterLink> & {
  to: string;
  prefetch?: PrefetchMode | boolean;
  /** Hover delay of `intent`, in ms. */
  prefetchTimeout?: number;
};

const EXTERNAL = /^(\w+:)?\/\/|^(mailto|tel):/;

function prefetchPage(to: string) {
  const page = findPage(to.split(/[?#]/)[0] ?? to);
  // Prefetching is a hint: a failure here shows when the user really navigates.
  if (page) loadPageChunk(page.id).catch(() => undefined);
}

/**
 * A link inside the site, or a plain new-tab link when `to` leaves it. Prefetches the target
 * page's chunk as `prefetch` says: on hover intent, on render, or when it nears the viewport.
 */
export function Link({
  to,
  prefetch,
  prefetchTimeout = PREFETCH_HOVER_DELAY,
  ...props
}: LinkProps) {
  const mode = resolvePrefetch(prefetch, siteData.themeConfig.prefetch);
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

  if (EXTERNAL.test(to)) {
    const { children, className, style, title } = props;
    return (
      <a
        href={to}
        target="_blank"
        rel="noreferrer"
        className={className}
        style={style as never}
        title={title}
      >
        {children}
      </a>
    );
  }

  return (
    <RouterLink
      ref={ref}
      to={to}
      {...props}
      onMouseEnter={(event) => {
        props.onMouseEnter?.(event);
        if (mode !== 'intent' || timer.current) return;
        timer.current = setTimeout(() => prefetchPage(to), prefetchTimeout);
      }}
      onMouseLeave={(event) => {
        props.onMouseLeave?.(event);
        clearTimeout(timer.current);
        timer.current = undefined;
      }}
    />
  );
}
