import type { KeyboardEvent } from 'react';
import type { SearchHit, SearchResultGroup } from '../../../shared/types.ts';
import { useActiveHint } from '../SearchResult/useActiveHint.ts';
import { isComposing } from './SearchInput.tsx';

export interface ResultKeys {
  activeIndex: number;
  setActiveIndex(index: number): void;
  onKeyDown(event: KeyboardEvent<HTMLInputElement>): void;
}

/**
 * The search input's keys: arrows move through the hits (wrapping), Enter opens the active hit
 * (the first when none is), Escape leaves. Keys that an input method is composing with are its own.
 */
export function useResultKeys(
  result: SearchResultGroup[],
  onSelect: (hint: SearchHit) => void,
  onEscape: () => void,
): ResultKeys {
  const { hints, activeIndex, setActiveIndex, move } = useActiveHint(result);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (isComposing(event)) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        // Also keeps the caret where it is.
        event.preventDefault();
        move(event.key === 'ArrowDown' ? 1 : -1);
        break;
      case 'Enter': {
        const hint = hints[activeIndex] ?? hints[0];
        if (!hint) return;
        event.preventDefault();
        setActiveIndex(-1);
        onSelect(hint);
        break;
      }
      case 'Escape':
        event.preventDefault();
        setActiveIndex(-1);
        onEscape();
        break;
    }
  };
  return { activeIndex, setActiveIndex, onKeyDown };
}
