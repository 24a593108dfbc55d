import { createContext, useContext, type ReactNode } from 'react';

/**
 * Prerendering only: renders a part of a page to HTML on its own, as the site's router shows it
 * at `path` (a path inside the site), without the providers above it. A part that every page of a
 * section shows alike (the sidebar) is made once this way and reused, rather than rendered again
 * for each of the section's pages. Undefined in the browser, which always renders in place.
 */
export interface ServerMarkup {
  render(node: ReactNode, path: string): string;
}

export const ServerMarkupContext = createContext<ServerMarkup | undefined>(undefined);

export const useServerMarkup = (): ServerMarkup | undefined => useContext(ServerMarkupContext);
