import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation, useText } from '../../../client/index.ts';
import type { TocEntry } from '../../../shared/types.ts';
import { ChevronIcon, ListIcon } from '../../icons.tsx';
import { TOC_BAR_MIN_ENTRIES, tocEntries } from './tocEntries.ts';
import TocList from './TocList.tsx';
import { useActiveHeading } from './useActiveHeading.ts';
import './Toc.css';

/**
 * "On this page" for screens too narrow for the column beside the content: a bar under the header
 * naming the heading being read, which opens the list of headings (as VitePress does). Following
 * an entry, Escape, a click elsewhere or a new page closes it.
 */
export default function TocBar({ toc }: { toc: TocEntry[] }) {
  const t = useText();
  const listId = useId();
  const { pathname } = useLocation();
  const entries = useMemo(() => tocEntries(toc), [toc]);
  const { activeId, choose } = useActiveHeading(entries);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  if (entries.length < TOC_BAR_MIN_ENTRIES) return null;
  const active = entries.find((entry) => entry.id === activeId);
  return (
    <nav
      ref={root}
      className="de-toc-bar"
      aria-label={t('layout.toc')}
      data-open={open || undefined}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        setOpen(false);
        button.current?.focus();
      }}
    >
      <button
        ref={button}
        type="button"
        className="de-toc-bar-button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <ListIcon />
        <span className="de-toc-bar-label">{t('layout.toc')}</span>
        <ChevronIcon className="de-toc-bar-chevron" />
        {active && (
          <span className="de-toc-bar-current" aria-hidden="true">
            {active.title}
          </span>
        )}
      </button>
      <div id={listId} className="de-toc-bar-panel" hidden={!open}>
        <TocList
          entries={entries}
          activeId={activeId}
          onFollow={(id) => {
            choose(id);
            setOpen(false);
          }}
        />
      </div>
    </nav>
  );
}
