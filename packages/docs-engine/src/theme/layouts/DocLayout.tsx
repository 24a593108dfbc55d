import type { ReactNode } from 'react';
import { useActiveTab, useCurrentPage } from '../../client/index.ts';
import ContentFooter from '../slots/ContentFooter/index.tsx';
import Footer from '../slots/Footer/index.tsx';
import Header from '../slots/Header/index.tsx';
import Hero from '../slots/Hero/index.tsx';
import Sidebar from '../slots/Sidebar/index.tsx';
import Toc from '../slots/Toc/index.tsx';
import TocBar from '../slots/Toc/TocBar.tsx';
import { TOC_BAR_MIN_ENTRIES, tocEntries } from '../slots/Toc/tocEntries.ts';
import HydrationBoundary from '../components/HydrationBoundary.tsx';
import { usePageSidebar } from '../components/usePageSidebar.ts';
import './DocLayout.css';

/**
 * The documentation layout: header, sidebar, the page, "On this page", footers. "On this page" is
 * a column beside the content on wide screens and a bar under the header on narrower ones; on
 * phones the sidebar's pages are in the header's menu. Each part hydrates on its own, so the one
 * a reader uses first responds first. While a slow page loads, the runtime renders its address
 * with the loading skeleton as `children`: the layout is that address's, whatever it knows of it.
 */
export default function DocLayout({ children }: { children: ReactNode }) {
  const page = useCurrentPage();
  const sidebar = usePageSidebar();
  const tab = useActiveTab(page);
  const toc = tab?.meta.toc ?? page?.toc ?? [];
  const headings = tocEntries(toc).length;
  const hasToc = headings > 0;
  const hasTocBar = headings >= TOC_BAR_MIN_ENTRIES;

  return (
    <div
      className="de-layout"
      data-sidebar={sidebar ? true : undefined}
      data-toc={hasToc || undefined}
      data-toc-bar={hasTocBar || undefined}
      data-home={page?.hero ? true : undefined}
    >
      <HydrationBoundary>
        <Header />
      </HydrationBoundary>
      {page?.hero && <Hero hero={page.hero} />}
      {hasTocBar && (
        <div className="de-layout-toc-bar">
          <HydrationBoundary>
            <TocBar toc={toc} />
          </HydrationBoundary>
        </div>
      )}
      <div className="de-layout-body">
        {sidebar && (
          // The nav inside is the landmark; this box only places it.
          <div className="de-layout-sidebar">
            <HydrationBoundary>
              <Sidebar groups={sidebar} />
            </HydrationBoundary>
          </div>
        )}
        <main id="de-content" className="de-layout-main" tabIndex={-1}>
          <div className="de-layout-content">
            <HydrationBoundary>{children}</HydrationBoundary>
            {page && (
              <HydrationBoundary>
                <ContentFooter page={page} sidebar={sidebar} />
              </HydrationBoundary>
            )}
          </div>
          {hasToc && (
            <div className="de-layout-toc">
              <HydrationBoundary>
                <Toc toc={toc} />
              </HydrationBoundary>
            </div>
          )}
        </main>
      </div>
      <HydrationBoundary>
        <Footer />
      </HydrationBoundary>
    </div>
  );
}
