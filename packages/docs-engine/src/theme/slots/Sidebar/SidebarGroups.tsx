import { NavLink } from '../../../client/index.ts';
import type { SidebarGroup, SidebarItem } from '../../../shared/types.ts';

/** One page of the sidebar; the current page's is marked for sight and for readers. */
export function SidebarLink({ item }: { item: SidebarItem }) {
  return (
    <NavLink to={item.link} end className="de-sidebar-link" title={item.title}>
      {item.title}
    </NavLink>
  );
}

/** The sidebar's content: its groups, each a titled list of pages. */
export default function SidebarGroups({ groups }: { groups: SidebarGroup[] }) {
  return groups.map((group, index) => (
    <section key={group.title ?? `untitled-${index}`} className="de-sidebar-group">
      {group.title && <h2 className="de-sidebar-title">{group.title}</h2>}
      <ul>
        {group.children.map((item) => (
          <li key={item.link}>
            <SidebarLink item={item} />
          </li>
        ))}
      </ul>
    </section>
  ));
}
