import { useState } from 'react';
import type { RefObject } from 'react';
import type { PhysicalPlacement, Placement } from '../DrawerProps';
import { useIsomorphicLayoutEffect } from './useIsomorphicLayoutEffect';

/** Resolves logical `start`/`end` against the `dir` in effect where the drawer is rendered. */
export function usePhysicalPlacement(
  placement: Placement,
  ref: RefObject<HTMLElement | null>,
): PhysicalPlacement {
  // A first guess from the document, so the very first opening already slides in from the correct edge.
  // Only the client renders the popup: the document exists.
  const [rtl, setRtl] = useState(document.dir === 'rtl');
  const logical = placement === 'start' || placement === 'end';

  useIsomorphicLayoutEffect(() => {
    if (logical) setRtl(ref.current?.closest<HTMLElement>('[dir]')?.dir === 'rtl');
  });

  // `start` is left in LTR and right in RTL; `end` the opposite.
  return logical ? ((placement === 'start') === rtl ? 'right' : 'left') : placement;
}
