import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { type SiteSearch, useText } from '../../../client/index.ts';
import type { SearchHit } from '../../../shared/types.ts';
import { optionId } from '../SearchResult/optionId.ts';
import SearchResult from '../SearchResult/index.tsx';
import { SearchInput } from './SearchInput.tsx';
import { useBodyScrollLock } from './useBodyScrollLock.ts';
import { useResultKeys } from './useResultKeys.ts';
import './SearchModal.css';

/** Keeps Tab inside the dialog: from its last stop to its first, and back with Shift. */
function trapTab(panel: HTMLElement, event: KeyboardEvent<HTMLElement>): void {
  const stops = [...panel.querySelectorAll<HTMLElement>('input, a[href]')];
  const first = stops[0];
  const last = stops[stops.length - 1];
  const edge = event.shiftKey ? first : last;
  if (!first || !last || document.activeElement !== edge) return;
  event.preventDefault();
  (event.shiftKey ? last : first).focus();
}

export interface SearchModalProps {
  search: SiteSearch;
  onSelect(hint: SearchHit): void;
  onClose(): void;
}

/**
 * Search in a dialog, for when the header's box is out of sight (narrow screens). The page behind
 * does not scroll; Escape or a click on the mask closes it, and the focus goes back where it was.
 */
export default function SearchModal({ search, onSelect, onClose }: SearchModalProps) {
  const t = useText();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const keys = useResultKeys(search.result, onSelect, onClose);
  const showList = search.keywords.trim() !== '' && !search.loading && search.result.length > 0;
  useBodyScrollLock();

  useEffect(() => {
    const previous =
      document.activeElement instanceof HTMLElement ? document.activeElement : undefined;
    inputRef.current?.focus();
    return () => previous?.focus();
  }, []);

  return createPortal(
    <div className="de-search-modal">
      <div className="de-search-modal-mask" aria-hidden="true" onClick={onClose} />
      <div
        className="de-search-modal-panel"
        role="dialog"
        aria-modal="true"
        aria-label={t('header.search.placeholder')}
        onKeyDown={(event) => {
          if (event.key === 'Tab') trapTab(event.currentTarget, event);
          // Escape from a focused result closes as it does from the input.
          else if (event.key === 'Escape' && event.target !== inputRef.current) onClose();
        }}
      >
        <div className="de-search-modal-field">
          <SearchInput
            ref={inputRef}
            value={search.keywords}
            onValueChange={search.setKeywords}
            listId={showList ? listId : undefined}
            activeOptionId={
              showList && keys.activeIndex >= 0 ? optionId(listId, keys.activeIndex) : undefined
            }
            onKeyDown={keys.onKeyDown}
          />
        </div>
        {search.keywords.trim() !== '' && (
          <div className="de-search-modal-body">
            <SearchResult
              id={listId}
              result={search.result}
              loading={search.loading}
              failed={search.failed}
              onRetry={search.retry}
              activeIndex={keys.activeIndex}
              onActiveIndexChange={keys.setActiveIndex}
              onSelect={onSelect}
            />
          </div>
        )}
        <div className="de-search-modal-footer" aria-hidden="true">
          <span>
            <kbd>↑</kbd>
            <kbd>↓</kbd> {t('search.shortcut.navigate')}
          </span>
          <span>
            <kbd>↵</kbd> {t('search.shortcut.select')}
          </span>
          <span>
            <kbd>esc</kbd> {t('search.shortcut.close')}
          </span>
        </div>
      </div>
    </div>,
    document.body,
  );
}
