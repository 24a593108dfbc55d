import { useId, useMemo } from 'react';
import { useText } from '../../../client/index.ts';
import type { TocEntry } from '../../../shared/types.ts';
import { tocEntries } from './tocEntries.ts';
import TocList from './TocList.tsx';
import { useActiveHeading } from './useActiveHeading.ts';
import './Toc.css';

/**
 * "On this page" beside the content on wide screens: the page's h2 and h3 headings, the one being
 * read marked. Narrower screens show the same list in TocBar, under the header.
 */
export default function Toc({ toc }: { toc: TocEntry[] }) {
  const t = useText();
  const titleId = useId();
  const entries = useMemo(() => tocEntries(toc), [toc]);
  const { activeId, choose } = useActiveHeading(entries);
  if (entries.length === 0) return null;
  return (
    <nav className="de-toc" aria-labelledby={titleId}>
      <h2 id={titleId} className="de-toc-title">
        {t('layout.toc')}
      </h2>
      <TocList entries={entries} activeId={activeId} onFollow={choose} />
    </nav>
  );
}
