import { Link, siteData, useText } from '../../../client/index.ts';
import type { PageMeta, SidebarGroup } from '../../../shared/types.ts';
import './ContentFooter.css';

/**
 * The date is the same for every reader (ISO, in UTC), so the prerendered HTML already holds it:
 * one formatted in the reader's locale and time zone could only be filled in after hydration,
 * and the line would move when it was (it is aligned to the end of the footer).
 */
function LastUpdated({ time }: { time: number }) {
  const t = useText();
  const iso = new Date(time).toISOString();
  return (
    <p className="de-content-footer-updated">
      {t('content.footer.last.updated')}
      <time dateTime={iso}>{iso.slice(0, 'YYYY-MM-DD'.length)}</time>
    </p>
  );
}

/** Last updated, edit link, and the previous and next pages in sidebar order. */
export default function ContentFooter({
  page,
  sidebar,
}: {
  page: PageMeta;
  sidebar?: SidebarGroup[];
}) {
  const t = useText();
  const { lastUpdated, editLink } = siteData.themeConfig;
  const items = sidebar?.flatMap((group) => group.children) ?? [];
  const index = items.findIndex((item) => item.link === page.path);
  const previous = index > 0 ? items[index - 1] : undefined;
  const next = index >= 0 ? items[index + 1] : undefined;

  return (
    <footer className="de-content-footer">
      {(lastUpdated || editLink) && (
        <div className="de-content-footer-meta">
          {editLink && (
            <a
              href={editLink.replace('{filename}', page.filename)}
              target="_blank"
              rel="noreferrer"
            >
              {t('content.footer.actions.edit')}
            </a>
          )}
          {lastUpdated && <LastUpdated time={page.lastUpdated} />}
        </div>
      )}
      {(previous || next) && (
        <nav className="de-content-footer-pager" aria-label={t('content.footer.pager')}>
          {previous && (
            <Link to={previous.link} className="de-pager-link" rel="prev">
              <span className="de-pager-label">{t('content.footer.actions.previous')}</span>
              <span className="de-pager-title">{previous.title}</span>
            </Link>
          )}
          {next && (
            <Link to={next.link} className="de-pager-link de-pager-next" rel="next">
              <span className="de-pager-label">{t('content.footer.actions.next')}</span>
              <span className="de-pager-title">{next.title}</span>
            </Link>
          )}
        </nav>
      )}
    </footer>
  );
}
