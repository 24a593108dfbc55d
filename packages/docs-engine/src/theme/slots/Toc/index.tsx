import { useEffect, useMemo, useState } from 'react';
import { useText } from '../../../client/index.ts';
import type { TocEntry } from '../../../shared/types.ts';
import './Toc.css';

/** Headings above this line (the sticky header plus a little air) count as passed. */
const ACTIVE_OFFSET = 96;

/**
 * The page's h2 and h3 headings. The heading last scrolled past is marked; when none has been
 * passed yet, the first one is.
 */
export default function Toc({ toc }: { toc: TocEntry[] }) {
  const t = useText();
  const entries = useMemo(() => toc.filter((entry) => entry.depth > 1 && entry.depth < 4), [toc]);
  const [activeId, setActiveId] = useState<string | undefined>();

  useEffect(() => {
    const onScroll = () => {
      let current: string | undefined;
      for (const entry of entries) {
        const heading = document.getElementById(entry.id);
        if (heading && heading.getBoundingClientRect().top <= ACTIVE_OFFSET) current = entry.id;
      }
      setActiveId(current ?? entries[0]?.id);
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [entries]);

  if (!entries.length) return null;
  return (
    <nav className="de-toc" aria-labelledby="de-toc-title">
      <h2 id="de-toc-title" className="de-toc-title">
        {t('layout.toc')}
      </h2>
      <ul>
        {entries.map((entry) => (
          <li key={entry.id} data-depth={entry.depth}>
            <a
              href={`#${entry.id}`}
              className="de-toc-link"
              aria-current={entry.id === activeId ? 'location' : undefined}
            >
              {entry.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
