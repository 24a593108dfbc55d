import { useCallback, useMemo, useState } from 'react';
import type { SearchHit, SearchResultGroup } from '../../../shared/types.ts';

export interface ActiveHint {
  hints: SearchHit[];
  /** Index in `hints`, -1 when none is active. */
  activeIndex: number;
  setActiveIndex(index: number): void;
  /** Moves by `step`, wrapping around both ends. */
  move(step: 1 | -1): void;
}

/** Which hit the arrow keys point at. It starts over (none) whenever the results change. */
export function useActiveHint(result: SearchResultGroup[]): ActiveHint {
  const hints = useMemo(() => result.flatMap((group) => group.hints), [result]);
  const [active, setActive] = useState<{ result: SearchResultGroup[]; index: number }>({
    result,
    index: -1,
  });
  const activeIndex = active.result === result ? active.index : -1;

  const setActiveIndex = useCallback((index: number) => setActive({ result, index }), [result]);
  const move = useCallback(
    (step: 1 | -1) => {
      if (hints.length === 0) return;
      const from = activeIndex === -1 && step === -1 ? 0 : activeIndex;
      setActive({ result, index: (from + step + hints.length) % hints.length });
    },
    [activeIndex, hints.length, result],
  );
  return { hints, activeIndex, setActiveIndex, move };
}
