import type { ComponentProps } from 'react';
import type { PrefetchMode } from '../shared/constants.ts';
import { PREFETCH_HOVER_DELAY, resolvePrefetch, usePrefetch } from './prefetch.ts';
import { Link as RouterLink } from './router.tsx';
import { siteData } from './site.ts';

type LinkProps = ComponentProps<typeof RouterLink> & {
  to: string;
  prefetch?: PrefetchMode | boolean;
  /** Hover delay of `intent`, in ms. */
  prefetchTimeout?: number;
};

const EXTERNAL = /^(\w+:)?\/\/|^(mailto|tel):/;

/**
 * A link inside the site, or a plain new-tab link when `to` leaves it. Prefetches the target
 * page's chunk as `prefetch` says (see usePrefetch).
 */
export function Link({
  to,
  prefetch,
  prefetchTimeout = PREFETCH_HOVER_DELAY,
  ...props
}: LinkProps) {
  const prefetcher = usePrefetch({
    to,
    mode: resolvePrefetch(prefetch, siteData.themeConfig.prefetch),
    hoverDelay: prefetchTimeout,
  });

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
      ref={prefetcher.ref}
      to={to}
      {...props}
      onMouseEnter={(event) => {
        props.onMouseEnter?.(event);
        prefetcher.onMouseEnter();
      }}
      onMouseLeave={(event) => {
        props.onMouseLeave?.(event);
        prefetcher.onMouseLeave();
      }}
    />
  );
}
