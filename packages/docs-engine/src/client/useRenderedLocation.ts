import { createContext, useContext, useEffect, useState } from 'react';
import { useLocation, type Location } from './router.tsx';
import { loadedPageChunk, loadPageChunk } from './pageChunks.ts';
import { findPage } from './site.ts';

export interface RenderedLocation {
  /** The location whose page is on screen: the previous one until the next page's chunk is in. */
  location: Location;
  /** A page chunk is on its way. */
  pending: boolean;
  /** The chunk of the current address failed to load. */
  error?: unknown;
}

/**
 * Keeps the current page on screen while the next page's chunk loads, as a data router would,
 * so a navigation never flashes an empty page; a load that fails is reported instead.
 */
export function useRenderedLocation(): RenderedLocation {
  const location = useLocation();
  const page = findPage(location.pathname);
  const ready = !page || loadedPageChunk(page.id) !== undefined;
  const [state, setState] = useState<RenderedLocation>({ location, pending: false });

  useEffect(() => {
    if (ready || !page) return;
    let current = true;
    setState((previous) => ({ ...previous, pending: true, error: undefined }));
    loadPageChunk(page.id).then(
      () => current && setState({ location, pending: false }),
      (error: unknown) => current && setState({ location, pending: false, error }),
    );
    return () => {
      current = false;
    };
  }, [location, page, ready]);

  if (ready) return { location, pending: false };
  return state.error && state.location === location ? state : { ...state, pending: true };
}

export const RenderedLocationContext = createContext<RenderedLocation | undefined>(undefined);

/** Whether a page chunk is loading, for the layout's loading skeleton. */
export function usePagePending(): boolean {
  return useContext(RenderedLocationContext)?.pending ?? false;
}
