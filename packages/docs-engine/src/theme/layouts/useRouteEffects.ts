import { useEffect, useRef } from 'react';
import { useLocation } from '../../client/router.tsx';
import { plugins } from 'virtual:docs-engine/plugins';
import { pluginHooks } from '../../client/runtimePlugins.ts';
import { siteData } from '../../client/site.ts';
import { text } from '../../client/useText.ts';
import type { PageMeta } from '../../shared/types.ts';

/**
 * What follows every client-side navigation: the document title, the scroll position (top of the
 * page, or the heading in the hash), and the runtime plugins' `onRouteChange` hooks.
 */
export function useRouteEffects(page: PageMeta | undefined): void {
  const location = useLocation();
  const first = useRef(true);

  useEffect(() => {
    const title = page ? page.title : text('notFound.title');
    document.title = title === siteData.title ? title : `${title} - ${siteData.title}`;
  }, [page]);

  useEffect(() => {
    // On the first render the browser has already scrolled to the hash of the prerendered page.
    if (first.current) {
      first.current = false;
    } else if (location.hash) {
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    } else {
      window.scrollTo(0, 0);
    }
    for (const hook of pluginHooks<(args: { location: typeof location }) => void>(
      plugins,
      'onRouteChange',
    )) {
      hook({ location });
    }
  }, [location]);
}
