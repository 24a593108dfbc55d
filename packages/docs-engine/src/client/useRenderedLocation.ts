import { createContext, useContext, useEffect, useState } from 'react';
import { isSiteUpdated } from './chunkErrors.ts';
import { fetchLoaderData, hasLoaderData } from './loaderData.ts';
import { isPagePath, loadPage } from './pageChunks.ts';
import { useLocation, type Location } from './router.tsx';
import { basename, findPage } from './site.ts';
import { loadedLocale, loadLocale, localeOf } from './locale.ts';

export interface RenderedLocation {
  /** The location whose page is on screen: the previous one until the next page is ready. */
  location: Location;
  /** A page chunk (or its server data) is on its way. */
  pending: boolean;
  /** The current address's page could not be loaded. */
  error?: unknown;
}

/**
 * Keeps the current page on screen while the next page's chunk and server data load, as a data
 * router would, so a navigation never flashes an empty page; a load that fails is reported.
 */
export function useRenderedLocation(): RenderedLocation {
  const location = useLocation();
  // The standalone demo page's locale comes from its query: its texts must be in place too.
  const locale = localeOf(location);
  const known = isPagePath(location.pathname);
  const page = findPage(location.pathname);
  const ready =
    loadedLocale(locale) !== undefined &&
    (known === false ||
      (page !== undefined && (!page.hasServerLoader || hasLoaderData(page.path))));
  const [state, setState] = useState<RenderedLocation>({ location, pending: false });

  useEffect(() => {
    if (ready) return;
    let current = true;
    setState((previous) => ({ ...previous, pending: true, error: undefined }));
    // The page's chunk says whether it has server data; its section's (and, for a page of
    // another locale, that locale's data) says whether it is a page at all.
    Promise.all([loadPage(location.pathname), loadLocale(locale)])
      .then(([chunk]) =>
        chunk?.meta.hasServerLoader
          ? fetchLoaderData(chunk.meta, `${location.pathname}${location.search}`)
          : undefined,
      )
      .then(
        () => current && setState({ location, pending: false }),
        (error: unknown) => {
          if (!current) return;
          // The site was deployed again: the new build's page comes with the new build's scripts.
          if (isSiteUpdated(error)) {
            const { pathname, search, hash } = location;
            window.location.assign(`${basename}${pathname}${search}${hash}`);
            return;
          }
          setState({ location, pending: false, error });
        },
      );
    return () => {
      current = false;
    };
  }, [location, locale, ready]);

  if (ready) return { location, pending: false };
  return state.error && state.location === location ? state : { ...state, pending: true };
}

export const RenderedLocationContext = createContext<RenderedLocation | undefined>(undefined);

/** Whether the next page is loading, for the layout's loading skeleton. */
export function usePagePending(): boolean {
  return useContext(RenderedLocationContext)?.pending ?? false;
}
