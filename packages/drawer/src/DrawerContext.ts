import { createContext } from 'react';
import type { Dispatch, SetStateAction } from 'react';

/** What a drawer offers the drawers nested inside it. */
export interface DrawerContextValue {
  /** Nesting level, so the deepest open drawer counts as top-most. */
  depth: number;
  /** The push distance, inherited by nested drawers that do not set their own. */
  distance: number | string;
  /** Counts the nested drawers that are open; the parent moves away while any is. */
  nestedOpened: Dispatch<SetStateAction<number>>;
}

export const DrawerContext = createContext<DrawerContextValue | null>(null);
