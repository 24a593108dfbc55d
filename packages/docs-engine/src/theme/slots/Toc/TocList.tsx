import type { TocEntry } from '../../../shared/types.ts';

export interface TocListProps {
  entries: TocEntry[];
  activeId: string | undefined;
  /** Called with the entry's id when the reader follows it. */
  onFollow(id: string): void;
}

/** The headings as links, the one being read marked for sight and for screen readers. */
export default function TocList({ entries, activeId, onFollow }: TocListProps) {
  return (
    <ul className="de-toc-list">
      {entries.map((entry) => (
        <li key={entry.id} data-depth={entry.depth}>
          <a
            href={`#${entry.id}`}
            className="de-toc-link"
            aria-current={entry.id === activeId ? 'location' : undefined}
            onClick={() => onFollow(entry.id)}
          >
            {entry.title}
          </a>
        </li>
      ))}
    </ul>
  );
}
