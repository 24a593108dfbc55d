import { createContext, useContext, useEffect, useState } from 'react';
import { fetchLoaderData, hasLoaderData } from './loaderData.ts';
import { loadedPageChunk, loadPageChunk } from './pageChunks.ts';
import { useLocation, type Location } from './router.tsx';
import { loadedLocale, loadLocale, localeOf } from './locale.ts';
import { findPage } from './site.ts';

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
  const locale = localeOf(location);
  const localeReady = loadedLocale(locale) !== undefined;
  const page = findPage(location.pathname);
  const ready =
    localeReady &&
    (!page ||
      (loadedPageChunk(page.id) !== undefined &&
        (!page.hasServerLoader || hasLoaderData(page.path))));
  const [state, setState] = useState<RenderedLocation>({ location, pending: false });

  useEffect(() => {
    if (ready) return;
    let current = true;
    setState((previous) => ({ ...previous, pending: true, error: undefined }));
    // A page of another locale needs that locale's data first, to know the page at all.
    loadLocale(locale)
      .then(() => {
        const target = findPage(location.pathname);
        return (
          target &&
          Promise.all([
            loadPageChunk(target.id),
            target.hasServerLoader &&
              fetchLoaderData(target, `${location.pathname}${location.search}`),
          ])
        );
      })
      .then(
        () => current && setState({ location, pending: false }),
        (error: unknown) => current && setState({ location, pending: false, error }),
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
