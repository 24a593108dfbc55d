import { useEffect, useId, type MouseEvent } from 'react';
import { useHref, useText } from '../../../client/index.ts';
import type { HighlightChunk, SearchHit, SearchResultGroup } from '../../../shared/types.ts';
import { HIT_ICONS } from './searchIcons.tsx';
import { optionId } from './optionId.ts';
import { SearchStatus } from './SearchStatus.tsx';
import './SearchResult.css';

export interface SearchResultProps {
  /** Id of the listbox, for the input's `aria-controls`. */
  id: string;
  /** What was searched for, repeated when nothing was found. */
  query: string;
  result: SearchResultGroup[];
  loading: boolean;
  /** The search data did not load: say so, with a button to try again. */
  failed?: boolean;
  onRetry?(): void;
  activeIndex: number;
  onActiveIndexChange(index: number): void;
  onSelect(hint: SearchHit): void;
}

/**
 * The hits, grouped by navigation title, as a listbox the search input drives, as a combobox's
 * list is (WAI-ARIA, DocSearch): the focus stays in the input, whose arrow keys move the active
 * option and Enter opens it. The options are links for the mouse, out of the Tab order, so Tab
 * leaves the search instead of walking every hit. Shows 'Loading...', or 'No content was found
 * for “<query>”', instead while there is nothing to list, and a failed load of the search data as
 * such, with a button to try again.
 */
export default function SearchResult({
  id,
  query,
  result,
  loading,
  failed = false,
  onRetry,
  activeIndex,
  onActiveIndexChange,
  onSelect,
}: SearchResultProps) {
  const t = useText();
  const groupId = useId();

  useEffect(() => {
    if (activeIndex < 0) return;
    document.getElementById(optionId(id, activeIndex))?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex, id]);

  if (failed && !loading) {
    return (
      <div className="de-search-result-empty de-search-result-failed" role="alert">
        <span>{t('search.failed')}</span>
        {onRetry && (
          <button type="button" className="de-search-result-retry" onClick={onRetry}>
            {t('search.retry')}
          </button>
        )}
      </div>
    );
  }

  if (loading || result.length === 0) {
    return (
      <SearchStatus>
        {loading ? t('search.loading') : t('search.not.found', { query })}
      </SearchStatus>
    );
  }

  let index = 0;
  return (
    <div
      id={id}
      className="de-search-result"
      role="listbox"
      aria-label={t('header.search.placeholder')}
      // Out of the Tab order too, which browsers give a scrolling box with no Tab stop inside: the
      // input's arrow keys scroll the active hit into view.
      tabIndex={-1}
      // Keeps the focus in the input, so a click on a hit is not lost to the input's blur.
      onMouseDown={(event) => event.preventDefault()}
    >
      {result.map((group, groupIndex) => {
        const titleId = `${groupId}-${groupIndex}`;
        return (
          <div
            key={group.title ?? ''}
            role="group"
            aria-labelledby={group.title ? titleId : undefined}
          >
            {group.title && (
              <div id={titleId} className="de-search-result-group" aria-hidden="true">
                {group.title}
              </div>
            )}
            {group.hints.map((hint) => {
              const hintIndex = index++;
              return (
                <HitOption
                  key={`${hint.type}:${hint.link}`}
                  id={optionId(id, hintIndex)}
                  hint={hint}
                  active={hintIndex === activeIndex}
                  onHover={() => onActiveIndexChange(hintIndex)}
                  onSelect={onSelect}
                />
              );
            })}
          </div>
        );
      })}
    </div>
  );
}

interface HitOptionProps {
  id: string;
  hint: SearchHit;
  active: boolean;
  onHover(): void;
  onSelect(hint: SearchHit): void;
}

function HitOption({ id, hint, active, onHover, onSelect }: HitOptionProps) {
  const href = useHref(hint.link);
  const Icon = HIT_ICONS[hint.type];
  const select = (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click opens a new tab as any link does; a plain one navigates inside the app.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
      return;
    event.preventDefault();
    onSelect(hint);
  };
  return (
    <a
      id={id}
      href={href}
      role="option"
      tabIndex={-1}
      aria-selected={active}
      className="de-search-hit"
      data-active={active || undefined}
      onMouseMove={active ? undefined : onHover}
      onClick={select}
    >
      <span className="de-search-hit-icon">
        <Icon />
      </span>
      <span className="de-search-hit-body">
        <span className="de-search-hit-title">
          <Highlighted chunks={hint.highlightTitleTexts} />
        </span>
        {hint.highlightTexts.length > 0 && (
          <span className="de-search-hit-text">
            <Highlighted chunks={hint.highlightTexts} />
          </span>
        )}
      </span>
    </a>
  );
}

/** Text only: React escapes it, so markup typed into the search box or pages shows as typed. */
function Highlighted({ chunks }: { chunks: HighlightChunk[] }) {
  return chunks.map((chunk, index) =>
    chunk.highlighted ? <mark key={index}>{chunk.text}</mark> : chunk.text,
  );
}
