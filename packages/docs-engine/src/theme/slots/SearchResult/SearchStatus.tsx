import type { ReactNode } from 'react';
import { InboxIcon } from './searchIcons.tsx';
import './SearchStatus.css';

/**
 * What the results' place says while there is nothing to list: 'Loading...', or that nothing was
 * found. Apart from the results' code, so the search box can say 'Loading...' while that loads.
 */
export function SearchStatus({ children }: { children: ReactNode }) {
  return (
    <div className="de-search-result-empty" role="status">
      <InboxIcon />
      <span>{children}</span>
    </div>
  );
}
