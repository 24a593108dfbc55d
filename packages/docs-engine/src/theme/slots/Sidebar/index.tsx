import { NavLink, useText } from '../../../client/index.ts';
import type { SidebarGroup } from '../../../shared/types.ts';
import './Sidebar.css';

/** The current section's pages, grouped; the current page is marked for sight and for readers. */
export default function Sidebar({ groups }: { groups: SidebarGroup[] }) {
  const t = useText();
  return (
    <nav className="de-sidebar" aria-label={t('layout.sidebar.nav')}>
      {groups.map((group, index) => (
        <section key={group.title ?? `untitled-${index}`} className="de-sidebar-group">
          {group.title && <h2 className="de-sidebar-title">{group.title}</h2>}
          <ul>
            {group.children.map((item) => (
              <li key={item.link}>
                <NavLink to={item.link} end className="de-sidebar-link" title={item.title}>
                  {item.title}
                </NavLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
