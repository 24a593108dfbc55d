import { createContext, useContext, type ComponentType } from 'react';
import type { DemoMeta } from '../shared/types.ts';

/**
 * A demo as the browser receives it: the default export of `virtual:docs-engine/demo/<id>`.
 * `context` maps every import specifier the demo used at build time to that module, so a live
 * edit can import exactly those and nothing else.
 */
export interface LoadedDemo {
  component: ComponentType;
  meta: DemoMeta;
  context: Record<string, unknown>;
}

const DemosContext = createContext<Record<string, LoadedDemo>>({});

export const DemosProvider = DemosContext.Provider;

/** The demo with this id on the current page, if there is one. */
export function useDemo(id: string): LoadedDemo | undefined {
  return useContext(DemosContext)[id];
}
