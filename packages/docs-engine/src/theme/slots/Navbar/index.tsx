import { Link, useLocation, useNav, useNotFound, useText } from '../../../client/index.ts';
import type { NavItem } from '../../../shared/types.ts';
import { ChevronIcon, ExternalIcon } from '../../icons.tsx';
import './Navbar.css';

const EXTERNAL = /^(\w+:)?\/\/|^(mailto|tel):/;

/** Whether the item leads to where the reader is; `pathname` is undefined on the not-found page. */
function isActive(item: NavItem, pathname: string | undefined): boolean {
  const path = item.activePath ?? item.link;
  if (!pathname || !path || EXTERNAL.test(path)) return false;
  return path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`);
}

function NavLink({ item, pathname }: { item: NavItem; pathname: string | undefined }) {
  const active = isActive(item, pathname);
  if (!item.link) return <span className="de-navbar-label">{item.title}</span>;
  return (
    <Link
      to={item.link}
      className="de-navbar-link"
      aria-current={active ? 'page' : undefined}
      data-active={active || undefined}
    >
      {item.title}
      {EXTERNAL.test(item.link) && <ExternalIcon />}
    </Link>
  );
}

/** Top navigation, two levels at most: an item with children opens a menu on hover or focus. */
export default function Navbar() {
  const { pathname: location } = useLocation();
  // The server's one 404 page, shown for a mistyped address in any section, marks no section.
  const pathname = useNotFound() ? undefined : location;
  const t = useText();
  const nav = useNav();
  return (
    <nav className="de-navbar" aria-label={t('header.nav')}>
      <ul>
        {nav.map((item) => (
          <li
            key={item.title}
            className="de-navbar-item"
            data-has-children={item.children ? true : undefined}
          >
            {item.children ? (
              <details className="de-navbar-group">
                <summary
                  className="de-navbar-link"
                  data-active={isActive(item, pathname) || undefined}
                >
                  {item.title}
                  <ChevronIcon className="de-navbar-chevron" />
                </summary>
                <ul className="de-navbar-dropdown">
                  {item.children.map((child) => (
                    <li key={child.title}>
                      <NavLink item={child} pathname={pathname} />
                    </li>
                  ))}
                </ul>
              </details>
            ) : (
              <NavLink item={item} pathname={pathname} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
