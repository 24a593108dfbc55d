import { useState } from 'react';
import type { RefObject } from 'react';
import type { PhysicalPlacement, Placement } from '../DrawerProps';
import { useIsomorphicLayoutEffect } from './useIsomorphicLayoutEffect';

/** Resolves logical `start`/`end` against the `dir` in effect where the drawer is rendered. */
export function usePhysicalPlacement(placement: Placement, ref: RefObject<HTMLElement | null>): PhysicalPlacement {
  // A first guess from the document, so the very first opening already slides in from the correct edge.
  const [rtl, setRtl] = useState(() => typeof document !== 'undefined' && document.dir === 'rtl');
  const logical = placement === 'start' || placement === 'end';

  useIsomorphicLayoutEffect(() => {
    if (logical) setRtl(ref.current?.closest('[dir]')?.getAttribute('dir') === 'rtl');
  });

  if (placement === 'start') return rtl ? 'right' : 'left';
  if (placement === 'end') return rtl ? 'left' : 'right';
  return placement;
}
