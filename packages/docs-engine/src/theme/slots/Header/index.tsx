import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Link, siteData, useLocalePath, useLocation, useText } from '../../../client/index.ts';
import { MenuIcon } from '../../icons.tsx';
import ColorSwitch from '../ColorSwitch/index.tsx';
import LocaleSwitch from '../LocaleSwitch/index.tsx';
import Navbar from '../Navbar/index.tsx';
import SearchBar from '../SearchBar/index.tsx';
import './Header.css';

// The phone menu matters once a reader reaches for it: it loads on the button's first hover,
// focus or touch, and stays out of the first page load.
const loadMobileMenu = () => import('./MobileMenu.tsx');
const MobileMenu = lazy(loadMobileMenu);

/**
 * The sticky top bar: logo and name, search, top navigation and colour switch; on phones the
 * navigation moves into a menu.
 */
export default function Header() {
  const t = useText();
  const localePath = useLocalePath();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  // Following a link in the phone menu closes it.
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className="de-header">
      <a className="de-skip-link" href="#de-content">
        {t('header.skip')}
      </a>
      <div className="de-header-inner">
        <Link to={localePath('/')} className="de-header-logo">
          {siteData.logo && <img src={siteData.logo} alt="" width="28" height="28" />}
          <span>{siteData.title}</span>
        </Link>
        <div className="de-header-search">
          <SearchBar />
        </div>
        <div className="de-header-menu">
          <Navbar />
          {(siteData.themeConfig.prefersColor.switch || siteData.locales.length > 1) && (
            <div className="de-header-actions">
              <LocaleSwitch />
              {siteData.themeConfig.prefersColor.switch && <ColorSwitch />}
            </div>
          )}
        </div>
        <button
          type="button"
          className="de-header-menu-button"
          aria-label={t('header.menu')}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onPointerEnter={loadMobileMenu}
          onPointerDown={loadMobileMenu}
          onFocus={loadMobileMenu}
          onClick={() => setMenuOpen(true)}
        >
          <MenuIcon />
        </button>
      </div>
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu onClose={closeMenu} />
        </Suspense>
      )}
    </header>
  );
}
