import { useCallback, useMemo, useState } from 'react';
import type { SearchHit, SearchResultGroup } from '../../../shared/types.ts';

export interface ActiveHint {
  hints: SearchHit[];
  /** Index in `hints`, -1 when there is none. */
  activeIndex: number;
  setActiveIndex(index: number): void;
  /** Moves by `step`, wrapping around both ends. */
  move(step: 1 | -1): void;
}

/**
 * Which hit Enter opens and the arrow keys move from. Whenever new results show, it is the first,
 * so the reader sees what Enter will do before pressing it.
 */
export function useActiveHint(result: SearchResultGroup[]): ActiveHint {
  const hints = useMemo(() => result.flatMap((group) => group.hints), [result]);
  const [active, setActive] = useState<{ result: SearchResultGroup[]; index: number }>({
    result,
    index: 0,
  });
  const chosen = active.result === result ? active.index : 0;
  const activeIndex = hints.length === 0 ? -1 : Math.min(chosen, hints.length - 1);

  const setActiveIndex = useCallback((index: number) => setActive({ result, index }), [result]);
  const move = useCallback(
    (step: 1 | -1) => {
      if (hints.length === 0) return;
      setActive({ result, index: (activeIndex + step + hints.length) % hints.length });
    },
    [activeIndex, hints.length, result],
  );
  return { hints, activeIndex, setActiveIndex, move };
}
