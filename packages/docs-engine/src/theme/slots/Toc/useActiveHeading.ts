import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from '../../../client/index.ts';
import type { TocEntry } from '../../../shared/types.ts';
import { activeHeading } from './activeHeading.ts';

/** Keys that scroll the page: pressing one means the reader moves on from a chosen heading. */
const SCROLL_KEYS = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End', ' ']);

/** Whether any part of the element is on screen. */
function onScreen(element: HTMLElement): boolean {
  const { top, bottom } = element.getBoundingClientRect();
  return bottom > 0 && top < window.innerHeight;
}

function readActive(entries: TocEntry[]): string | undefined {
  const headings: { id: string; top: number }[] = [];
  let readingTop = 0;
  for (const entry of entries) {
    const element = document.getElementById(entry.id);
    if (!element) continue;
    // A heading's scroll margin is where an anchor puts it: just under the sticky bars.
    readingTop = parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
    headings.push({ id: entry.id, top: element.getBoundingClientRect().top - readingTop });
  }
  const { scrollingElement } = document;
  const atBottom =
    scrollingElement !== null &&
    scrollingElement.scrollHeight > window.innerHeight &&
    window.scrollY + window.innerHeight >= scrollingElement.scrollHeight - 2;
  return activeHeading({ headings, viewHeight: window.innerHeight - readingTop, atBottom });
}

export interface ActiveHeading {
  activeId: string | undefined;
  /** Marks a heading the reader chose (a click on its entry), until they scroll on by themselves. */
  choose(id: string): void;
}

/**
 * The heading being read. A heading the reader chose (an entry clicked, a link with its hash
 * followed) stays marked while it is on screen and until the reader scrolls on: at the end of a
 * page it cannot reach the top, and the reading rule alone would mark another.
 */
export function useActiveHeading(entries: TocEntry[]): ActiveHeading {
  const { hash } = useLocation();
  const [activeId, setActiveId] = useState<string | undefined>(entries[0]?.id);
  const chosen = useRef<string | undefined>(undefined);

  const update = useCallback(() => {
    const pick = chosen.current && document.getElementById(chosen.current);
    if (pick && onScreen(pick)) {
      setActiveId(chosen.current);
      return;
    }
    chosen.current = undefined;
    setActiveId(readActive(entries));
  }, [entries]);

  const choose = useCallback(
    (id: string) => {
      chosen.current = id;
      update();
    },
    [update],
  );

  useEffect(() => {
    let id: string | undefined;
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      id = undefined;
    }
    if (id && entries.some((entry) => entry.id === id)) chosen.current = id;
    update();
  }, [hash, entries, update]);

  useEffect(() => {
    let frame = 0;
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(update);
    };
    const release = () => {
      chosen.current = undefined;
    };
    const onKey = (event: KeyboardEvent) => {
      if (SCROLL_KEYS.has(event.key) && !event.defaultPrevented) release();
    };
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    window.addEventListener('wheel', release, { passive: true });
    window.addEventListener('touchmove', release, { passive: true });
    window.addEventListener('keydown', onKey);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      window.removeEventListener('wheel', release);
      window.removeEventListener('touchmove', release);
      window.removeEventListener('keydown', onKey);
    };
  }, [update]);

  return { activeId, choose };
}
