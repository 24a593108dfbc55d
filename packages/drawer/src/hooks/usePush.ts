import { useContext, useEffect, useMemo, useState } from 'react';
import { DrawerContext } from '../DrawerContext';
import type { DrawerContextValue } from '../DrawerContext';
import type { PushConfig } from '../DrawerProps';
import { options } from '../options';

export interface PushState {
  /** Distance this drawer moves while a nested drawer is open; 0 when pushing is off. */
  distance: number | string;
  /** A nested drawer is open right now. */
  pushed: boolean;
  /** Value to provide to the drawers nested in this one. */
  context: DrawerContextValue;
}

/**
 * Nested drawers: tells the parent while this one is open, and moves this one away while any of
 * its own nested drawers is open.
 */
export function usePush(push: boolean | PushConfig | undefined, open: boolean): PushState {
  const parent = useContext(DrawerContext);
  const distance = (push === false ? 0 : options(push).distance) ?? parent?.pushDistance ?? 180;
  const [openNested, setOpenNested] = useState(0);

  const context = useMemo(
    () => ({
      depth: (parent?.depth ?? 0) + 1,
      pushDistance: distance,
      nestedOpened: setOpenNested,
    }),
    [parent?.depth, distance],
  );

  useEffect(() => {
    if (!parent || !open) return;
    parent.nestedOpened((count) => count + 1);
    return () => parent.nestedOpened((count) => count - 1);
  }, [parent, open]);

  return { distance, pushed: openNested > 0, context };
}
