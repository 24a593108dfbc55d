import { useEffect, useState } from 'react';
import { Link, siteData, useLocalePath, useLocation, useText } from '../../../client/index.ts';
import { CloseIcon, MenuIcon } from '../../icons.tsx';
import ColorSwitch from '../ColorSwitch/index.tsx';
import LocaleSwitch from '../LocaleSwitch/index.tsx';
import Navbar from '../Navbar/index.tsx';
import SearchBar from '../SearchBar/index.tsx';
import './Header.css';

/** The sticky top bar: logo and name, top navigation, search and colour switch. */
export default function Header() {
  const t = useText();
  const localePath = useLocalePath();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();

  // Following a link in the phone menu closes it.
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className="de-header" data-menu-open={menuOpen || undefined}>
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
        <div className="de-header-menu" id="de-header-menu">
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
          aria-expanded={menuOpen}
          aria-controls="de-header-menu"
          aria-label={t('header.menu')}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
      </div>
    </header>
  );
}
