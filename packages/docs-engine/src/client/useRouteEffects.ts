import { useEffect, useRef } from 'react';
import { plugins } from 'virtual:docs-engine/plugins';
import { htmlLang } from '../shared/localePaths.ts';
import { localeOf } from './locale.ts';
import type { Location } from './router.tsx';
import { pluginHooks } from './runtimePlugins.ts';
import { siteData } from './site.ts';

/** The element a hash names, or null when there is none or the hash is not valid percent-encoding. */
function hashTarget(hash: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    // `#%E0%A4%A` and the like: a reader's typo in the address must not break the page.
    return null;
  }
}

/**
 * What follows every navigation to a route, whatever the theme: the document's language and
 * title (when the route has one to give; the standalone demo page sets its own), the scroll
 * position (top of the page, or the heading in the hash) and the runtime plugins'
 * `onRouteChange` hooks. `location` is the rendered one, so scrolling waits until the new page is
 * on screen.
 */
export function useRouteEffects(location: Location, title: string | undefined): void {
  const first = useRef(true);

  const lang = htmlLang(localeOf(location).id);
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);

  useEffect(() => {
    if (title === undefined) return;
    document.title = title === siteData.title ? title : `${title} - ${siteData.title}`;
  }, [title]);

  useEffect(() => {
    // On the first render the browser has already scrolled to the hash of the prerendered page.
    if (first.current) {
      first.current = false;
    } else if (location.hash) {
      hashTarget(location.hash)?.scrollIntoView();
    } else {
      window.scrollTo(0, 0);
    }
    for (const hook of pluginHooks<(args: { location: Location }) => void>(
      plugins,
      'onRouteChange',
    )) {
      hook({ location });
    }
  }, [location]);
}
