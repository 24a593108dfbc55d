import { useLocation, useServerMarkup, useText } from '../../../client/index.ts';
import type { SidebarGroup } from '../../../shared/types.ts';
import { sharedSidebarMarkup } from './sharedSidebarMarkup.tsx';
import SidebarGroups from './SidebarGroups.tsx';
import './Sidebar.css';

/** The current section's pages, grouped; the current page is marked for sight and for readers. */
export default function Sidebar({ groups }: { groups: SidebarGroup[] }) {
  const t = useText();
  const { pathname } = useLocation();
  const markup = useServerMarkup();
  // Prerendered, the section's shared markup; the browser hydrates it as the groups it renders.
  // The browser bundle leaves the branch out (import.meta.env.SSR is false there).
  const html = import.meta.env.SSR && markup && sharedSidebarMarkup(groups, pathname, markup);
  if (html) {
    return (
      <nav
        className="de-sidebar"
        aria-label={t('layout.sidebar.nav')}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    );
  }
  return (
    <nav className="de-sidebar" aria-label={t('layout.sidebar.nav')}>
      <SidebarGroups groups={groups} />
    </nav>
  );
}
