import { createContext, useContext } from 'react';
import type { LoadedDemo } from '../shared/types.ts';

export type { LoadedDemo };

const DemosContext = createContext<Record<string, LoadedDemo>>({});

export const DemosProvider = DemosContext.Provider;

/** The demo with this id on the current page, if there is one. */
export function useDemo(id: string): LoadedDemo | undefined {
  return useContext(DemosContext)[id];
}
