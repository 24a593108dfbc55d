import { createContext, useContext, useEffect, useState } from 'react';
import { isSiteUpdated } from './chunkErrors.ts';
import { fetchLoaderData, isPageReady } from './loaderData.ts';
import { isPagePath, loadPage, loadSection } from './pageChunks.ts';
import { useLocation, type Location } from './router.tsx';
import { basename, findPage } from './site.ts';
import { loadedLocale, loadLocale, localeOf } from './locale.ts';

/**
 * How long the page left stays on screen while the next one loads: a page that arrives within
 * this time replaces it without a loading skeleton flashing.
 */
const STAND_IN_DELAY = 120;

export interface RenderedLocation {
  /**
   * The location whose layout is on screen: the previous one while the next page is on its way,
   * the next one once its page is ready or has been loading for longer than `STAND_IN_DELAY`.
   */
  location: Location;
  /** A page chunk (or its server data) is on its way: the page left shows, or a stand-in. */
  pending: boolean;
  /** The current address's page could not be loaded. */
  error?: unknown;
}

/**
 * Keeps the current page on screen while the next page's chunk and server data load, as a data
 * router would, so a quick navigation never flashes an empty page; a load that fails is reported.
 * A slow one must not leave the page left claiming the new address: after `STAND_IN_DELAY` the
 * next location is rendered, in its own layout (its sidebar, its marked links), with the theme's
 * loading skeleton standing in for its content until the page arrives.
 */
export function useRenderedLocation(): RenderedLocation {
  const location = useLocation();
  // The standalone demo page's locale comes from its query: its texts must be in place too.
  const locale = localeOf(location);
  const known = isPagePath(location.pathname);
  const ready =
    loadedLocale(locale) !== undefined &&
    (known === false || isPageReady(findPage(location.pathname)));
  const [state, setState] = useState<RenderedLocation>({ location, pending: false });

  useEffect(() => {
    if (ready) return;
    let current = true;
    setState((previous) => ({ ...previous, pending: true, error: undefined }));
    const standIn = () => current && setState({ location, pending: true });
    // The stand-in speaks the next page's language, and its section's sidebar joins it as it
    // arrives. A failure of either is the page load's to report.
    const timer = setTimeout(() => {
      loadLocale(locale).then(standIn, () => undefined);
      loadSection(location.pathname).then(standIn, () => undefined);
    }, STAND_IN_DELAY);
    // The page's chunk says whether it has server data; its section's (and, for a page of
    // another locale, that locale's data) says whether it is a page at all.
    Promise.all([loadPage(location.pathname), loadLocale(locale)])
      .then(([chunk]) =>
        chunk?.meta.hasServerLoader
          ? fetchLoaderData(chunk.meta, `${location.pathname}${location.search}`)
          : undefined,
      )
      .then(
        () => {
          if (!current) return;
          current = false;
          setState({ location, pending: false });
        },
        (error: unknown) => {
          if (!current) return;
          current = false;
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
      clearTimeout(timer);
    };
  }, [location, locale, ready]);

  if (ready) return { location, pending: false };
  return state.error && state.location === location ? state : { ...state, pending: true };
}

export const RenderedLocationContext = createContext<RenderedLocation | undefined>(undefined);

/** Whether the next page is loading, for a theme that shows it beyond the loading skeleton. */
export function usePagePending(): boolean {
  return useContext(RenderedLocationContext)?.pending ?? false;
}
