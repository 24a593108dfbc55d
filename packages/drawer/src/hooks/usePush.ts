import { useContext, useEffect, useState } from 'react';
import { DrawerContext } from '../DrawerContext';
import type { DrawerContextValue } from '../DrawerContext';
import type { PushConfig } from '../DrawerProps';
import { options } from '../options';

export interface PushState {
  /** A nested drawer is open right now. */
  pushed: boolean;
  /**
   * Value to provide to the drawers nested in this one; its `distance` is also how far this one
   * moves while a nested drawer is open (0 when pushing is off).
   */
  context: DrawerContextValue;
}

/**
 * Nested drawers: tells the parent while this one is open, and moves this one away while any of
 * its own nested drawers is open.
 */
export function usePush(push: boolean | PushConfig | undefined, open: boolean): PushState {
  const parent = useContext(DrawerContext);
  const distance = (push === false ? 0 : options(push).distance) ?? parent?.distance ?? 180;
  const [openNested, setOpenNested] = useState(0);

  // A new value each render, not memoised: nested drawers are children of this one and re-render with
  // it anyway, and no effect depends on the value's identity.
  const context = {
    depth: (parent?.depth ?? 0) + 1,
    distance,
    nestedOpened: setOpenNested,
  };

  // The parent's setter is stable, where the parent's context value is not.
  const parentOpened = parent?.nestedOpened;
  useEffect(() => {
    if (!parentOpened || !open) return;
    parentOpened((count) => count + 1);
    return () => parentOpened((count) => count - 1);
  }, [parentOpened, open]);

  return { pushed: openNested > 0, context };
}
