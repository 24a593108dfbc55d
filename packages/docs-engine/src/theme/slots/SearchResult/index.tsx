import { useEffect, useId, type KeyboardEvent, type MouseEvent } from 'react';
import { useHref, useText } from '../../../client/index.ts';
import type { HighlightChunk, SearchHit, SearchResultGroup } from '../../../shared/types.ts';
import { HIT_ICONS, InboxIcon } from './searchIcons.tsx';
import { optionId } from './optionId.ts';
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
 * The hits, grouped by navigation title, as a listbox the search input drives: the arrow keys in
 * the input move the active option. The options are links that Tab also reaches, so the list can
 * be scrolled and used from the keyboard alone: on a focused hit, the arrows, Home and End move
 * between hits. Shows 'Loading...', or 'No content was found for “<query>”', instead while there
 * is nothing to list, and a failed load of the search data as such, with a button to try again.
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
      <div className="de-search-result-empty" role="status">
        <InboxIcon />
        <span>{loading ? t('search.loading') : t('search.not.found', { query })}</span>
      </div>
    );
  }

  let index = 0;
  return (
    <div
      id={id}
      className="de-search-result"
      role="listbox"
      aria-label={t('header.search.placeholder')}
      // Keeps the focus in the input, so a click on a hit is not lost to the input's blur.
      onMouseDown={(event) => event.preventDefault()}
      onKeyDown={moveFocus}
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

const FOCUS_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/** Moves the focus between hits reached with Tab, as the arrows move the highlight from the input. */
function moveFocus(event: KeyboardEvent<HTMLElement>): void {
  const step = FOCUS_STEPS[event.key];
  if (!step) return;
  const options = [...event.currentTarget.querySelectorAll<HTMLElement>('[role=option]')];
  const index = options.indexOf(event.target as HTMLElement);
  if (index < 0) return;
  event.preventDefault();
  options[step(index, options.length)]?.focus();
}

/** Text only: React escapes it, so markup typed into the search box or pages shows as typed. */
function Highlighted({ chunks }: { chunks: HighlightChunk[] }) {
  return chunks.map((chunk, index) =>
    chunk.highlighted ? <mark key={index}>{chunk.text}</mark> : chunk.text,
  );
}
