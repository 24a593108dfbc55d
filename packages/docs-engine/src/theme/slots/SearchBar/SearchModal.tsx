import { useId, useRef } from 'react';
import { type SiteSearch, useText } from '../../../client/index.ts';
import type { SearchHit } from '../../../shared/types.ts';
import ModalDialog from '../../components/ModalDialog.tsx';
import { optionId } from '../SearchResult/optionId.ts';
import SearchResult from '../SearchResult/index.tsx';
import { SearchInput } from './SearchInput.tsx';
import { useResultKeys } from './useResultKeys.ts';
import './SearchModal.css';

export interface SearchModalProps {
  search: SiteSearch;
  onSelect(hint: SearchHit): void;
  onClose(): void;
}

/**
 * Search in a dialog, for when the header's box is out of sight (narrow screens). Keyboard hints
 * show where there is a keyboard; a touch screen gets a Cancel button instead.
 */
export default function SearchModal({ search, onSelect, onClose }: SearchModalProps) {
  const t = useText();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const keys = useResultKeys({
    result: search.result,
    loading: search.loading,
    onSelect,
    onEscape: onClose,
  });
  const query = search.keywords.trim();
  const showList = query !== '' && !search.loading && search.result.length > 0;

  return (
    <ModalDialog
      className="de-search-modal"
      aria-label={t('header.search.placeholder')}
      initialFocus={inputRef}
      onClose={onClose}
    >
      <div className="de-search-modal-head">
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
        <button type="button" className="de-search-modal-cancel" onClick={onClose}>
          {t('search.cancel')}
        </button>
      </div>
      {query !== '' && (
        <div className="de-search-modal-body">
          <SearchResult
            id={listId}
            query={query}
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
    </ModalDialog>
  );
}
