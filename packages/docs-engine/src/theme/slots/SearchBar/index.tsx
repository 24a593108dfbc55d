import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { useLocation, useNavigate, useSiteSearch, useText } from '../../../client/index.ts';
import type { SearchHit } from '../../../shared/types.ts';
import { optionId } from '../SearchResult/optionId.ts';
import { SearchIcon } from '../SearchResult/searchIcons.tsx';
import { SearchStatus } from '../SearchResult/SearchStatus.tsx';
import { SearchInput } from './SearchInput.tsx';
import { useEarlyTyping } from './useEarlyTyping.ts';
import { useResultKeys } from './useResultKeys.ts';
import { useSearchShortcut, useShortcutLabel } from './useSearchShortcut.ts';
import { useTypeAhead } from './useTypeAhead.ts';
import './SearchBar.css';

// The results and the modal matter only once a reader starts searching: they load with the search
// data, on the first focus or hover, and stay out of the first page load.
const loadResults = () => import('../SearchResult/index.tsx');
const loadModal = () => import('./SearchModal.tsx');
const SearchResult = lazy(loadResults);
const SearchModal = lazy(loadModal);

/** The header's box is usable if it is laid out (not hidden on a narrow screen) and on screen. */
function inView(element: HTMLElement): boolean {
  const rect = element.getBoundingClientRect();
  return element.getClientRects().length > 0 && rect.bottom > 0 && rect.top < window.innerHeight;
}

/**
 * The header's search: a box with its results in a popover below it; on narrow screens, a button.
 * ⌘ K / Ctrl K or `/` focus the box, or open the search modal when the box is out of sight.
 */
export default function SearchBar() {
  const t = useText();
  const siteSearch = useSiteSearch();
  const { load: loadData } = siteSearch;
  const load = useCallback(() => {
    loadData();
    void loadResults();
    void loadModal();
  }, [loadData]);
  const search = { ...siteSearch, load };
  const { setKeywords } = search;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const shortcut = useShortcutLabel();
  const [focused, setFocused] = useState(false);
  // Escape closes the results and keeps the box focused (dumi blurs it, and keyboard focus falls
  // to the page); typing or coming back to the box shows them again.
  const [dismissed, setDismissed] = useState(false);
  const [modalOpen, setModalOpen] = useState(false);

  const open = useCallback(() => {
    if (modalOpen) return;
    const input = inputRef.current;
    if (input && inView(input)) {
      input.focus();
      input.select();
    } else {
      setKeywords('');
      setModalOpen(true);
    }
  }, [modalOpen, setKeywords]);
  useSearchShortcut(open);
  useEarlyTyping(inputRef, (text, hasFocus) => {
    load();
    setKeywords(text);
    setFocused(hasFocus);
  });
  // The modal's box starts empty, as `open` leaves the keywords, and gets what is typed meanwhile.
  useTypeAhead(modalOpen, setKeywords);

  const closeModal = useCallback(() => {
    setModalOpen(false);
    setKeywords('');
  }, [setKeywords]);

  const select = (hint: SearchHit): void => {
    setFocused(false);
    inputRef.current?.blur();
    if (modalOpen) closeModal();
    // The same page without a hash: the router would do nothing, so show its top.
    if (hint.link === pathname) window.scrollTo({ top: 0, behavior: 'smooth' });
    else navigate(hint.link);
  };
  const keys = useResultKeys({
    result: search.result,
    loading: search.loading,
    onSelect: select,
    onEscape: () => setDismissed(true),
  });
  const popoverOpen = focused && !dismissed && !modalOpen && search.keywords.trim() !== '';
  const showList = popoverOpen && !search.loading && search.result.length > 0;

  return (
    <div className="de-search">
      <div
        className="de-search-field"
        // Focus moving from the input to the results' Try again button (Tab) stays within: the
        // results stay open.
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (event.currentTarget.contains(event.relatedTarget)) return;
          setFocused(false);
          setDismissed(false);
        }}
        onKeyDown={(event) => {
          // The input handles its own Escape; this one is for the Try again button.
          if (event.key === 'Escape' && event.target !== inputRef.current)
            inputRef.current?.focus();
        }}
      >
        <SearchIcon />
        <SearchInput
          ref={inputRef}
          value={search.keywords}
          onValueChange={(value) => {
            setDismissed(false);
            setKeywords(value);
          }}
          listId={showList ? listId : undefined}
          activeOptionId={
            showList && keys.activeIndex >= 0 ? optionId(listId, keys.activeIndex) : undefined
          }
          onKeyDown={keys.onKeyDown}
          onFocus={search.load}
          onMouseEnter={search.load}
        />
        {shortcut && (
          <kbd className="de-search-shortcut" aria-hidden="true">
            {shortcut}
          </kbd>
        )}
        {popoverOpen && (
          <div className="de-search-popover">
            {/* The results' code comes with the first focus; a reader typing sooner than it
                arrives sees the state the results would show, not an empty frame. */}
            <Suspense fallback={<SearchStatus>{t('search.loading')}</SearchStatus>}>
              <SearchResult
                id={listId}
                query={search.keywords.trim()}
                result={search.result}
                loading={search.loading}
                failed={search.failed}
                onRetry={search.retry}
                activeIndex={keys.activeIndex}
                onActiveIndexChange={keys.setActiveIndex}
                onSelect={select}
              />
            </Suspense>
          </div>
        )}
      </div>
      <button
        type="button"
        className="de-search-button"
        aria-label={t('header.search.placeholder')}
        aria-haspopup="dialog"
        onClick={open}
        onMouseEnter={search.load}
        onFocus={search.load}
      >
        <SearchIcon size={20} />
      </button>
      {modalOpen && (
        <Suspense fallback={null}>
          <SearchModal search={search} onSelect={select} onClose={closeModal} />
        </Suspense>
      )}
    </div>
  );
}
