import { useEffect, useState, type KeyboardEvent } from 'react';
import type { SearchHit, SearchResultGroup } from '../../../shared/types.ts';
import { useActiveHint } from '../SearchResult/useActiveHint.ts';
import { isComposing } from './SearchInput.tsx';

export interface ResultKeysOptions {
  result: SearchResultGroup[];
  /** The query typed last has not been answered yet. */
  loading: boolean;
  onSelect(hint: SearchHit): void;
  onEscape(): void;
}

export interface ResultKeys {
  activeIndex: number;
  setActiveIndex(index: number): void;
  onKeyDown(event: KeyboardEvent<HTMLInputElement>): void;
}

/**
 * The search input's keys, as in the docs search boxes readers know (DocSearch, VitePress): the
 * arrows move through the hits, wrapping, and keep the caret where it is; Home and End stay the
 * caret's; Enter opens the highlighted hit; Escape leaves. Enter pressed before the answer to
 * what was typed arrives opens that answer's first hit, so typing fast and pressing Enter lands
 * where a slower reader would. Keys that an input method is composing with are its own.
 */
export function useResultKeys({
  result,
  loading,
  onSelect,
  onEscape,
}: ResultKeysOptions): ResultKeys {
  const { hints, activeIndex, setActiveIndex, move } = useActiveHint(result);
  const [enterPending, setEnterPending] = useState(false);

  useEffect(() => {
    if (!enterPending || loading) return;
    setEnterPending(false);
    const [first] = hints;
    if (first) onSelect(first);
  }, [enterPending, loading, hints, onSelect]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (isComposing(event)) return;
    if (event.key !== 'Enter') setEnterPending(false);
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        move(event.key === 'ArrowDown' ? 1 : -1);
        break;
      case 'Enter': {
        if (loading && event.currentTarget.value.trim() !== '') {
          event.preventDefault();
          setEnterPending(true);
          return;
        }
        const hint = hints[activeIndex] ?? hints[0];
        if (!hint) return;
        event.preventDefault();
        onSelect(hint);
        break;
      }
      case 'Escape':
        event.preventDefault();
        onEscape();
        break;
    }
  };
  return { activeIndex, setActiveIndex, onKeyDown };
}
