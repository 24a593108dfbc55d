import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import {
  useActiveTab,
  useCurrentPage,
  useLocation,
  usePagePending,
  useSidebar,
  useText,
} from '../../client/index.ts';
import { ListIcon } from '../icons.tsx';
import ContentFooter from '../slots/ContentFooter/index.tsx';
import Footer from '../slots/Footer/index.tsx';
import Header from '../slots/Header/index.tsx';
import Hero from '../slots/Hero/index.tsx';
import Loading from '../slots/Loading/index.tsx';
import Sidebar from '../slots/Sidebar/index.tsx';
import Toc from '../slots/Toc/index.tsx';
import './DocLayout.css';

/** A page chunk that arrives within this time replaces the page without a skeleton flashing. */
const SKELETON_DELAY = 120;

function useDelayedLoading(): boolean {
  const loading = usePagePending();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!loading) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), SKELETON_DELAY);
    return () => clearTimeout(timer);
  }, [loading]);
  return shown;
}

/** The documentation layout: header, sidebar, the page, its table of contents, footers. */
export default function DocLayout({ children }: { children: ReactNode }) {
  const t = useText();
  const page = useCurrentPage();
  const sectionSidebar = useSidebar();
  const sidebar = page?.sidebar === false ? undefined : sectionSidebar;
  const tab = useActiveTab(page);
  const loading = useDelayedLoading();
  const { pathname } = useLocation();
  const [sidebarOpen, setSidebarOpen] = useState(false);

  useEffect(() => setSidebarOpen(false), [pathname]);

  return (
    <div
      className="de-layout"
      data-sidebar={sidebar ? true : undefined}
      data-home={page?.hero ? true : undefined}
    >
      <Header />
      {page?.hero && <Hero hero={page.hero} />}
      {sidebar && (
        <div className="de-layout-sidebar-bar">
          <button
            type="button"
            className="de-layout-sidebar-button"
            aria-expanded={sidebarOpen}
            aria-controls="de-layout-sidebar"
            onClick={() => setSidebarOpen((open) => !open)}
          >
            <ListIcon />
            {t('layout.sidebar.btn')}
          </button>
        </div>
      )}
      <div className="de-layout-body">
        {sidebar && (
          // The nav inside is the landmark; this box only places it.
          <div
            id="de-layout-sidebar"
            className="de-layout-sidebar"
            data-open={sidebarOpen || undefined}
          >
            <Sidebar groups={sidebar} />
          </div>
        )}
        {sidebarOpen && (
          <div
            className="de-layout-sidebar-mask"
            aria-hidden="true"
            onClick={() => setSidebarOpen(false)}
          />
        )}
        <main id="de-content" className="de-layout-main" tabIndex={-1}>
          <div className="de-layout-content">
            {loading ? <Loading /> : children}
            {page && !loading && <ContentFooter page={page} sidebar={sidebar} />}
          </div>
          {page && !page.hero && (
            <div className="de-layout-toc">
              <Toc toc={tab?.meta.toc ?? page.toc} />
            </div>
          )}
        </main>
      </div>
      <Footer />
    </div>
  );
}
