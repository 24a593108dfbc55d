import type { ComponentType } from 'react';
import {
  DemosProvider,
  getLoaderData,
  Link,
  type PageModule,
  siteData,
  useActiveTab,
  useText,
} from '../../client/index.ts';
import { htmlLang } from '../../shared/localePaths.ts';
import type { PageMeta } from '../../shared/types.ts';
import { markdownComponents } from '../markdown/markdownComponents.tsx';
import PageActions from '../slots/PageActions/index.tsx';
import './PageContent.css';

type Module = PageModule & { builtins?: Record<string, ComponentType<never>> };

/**
 * A page's Markdown content with its demos, the builtins it uses and its server data. A page
 * with content tabs shows them as links (`?tab=<key>`), so each tab has an address of its own. A
 * page not translated into the reader's language says so above the default locale's content.
 */
export default function PageContent({ page, module }: { page: PageMeta; module: Module }) {
  const t = useText();
  const tab = useActiveTab(page);
  const shown: Module = (tab && module.tabs?.[tab.key]) || module;
  const { default: Content, demos, builtins } = shown;
  // A page with a server loader reads its data as `props.loaderData` in its MDX.
  const loaderData = page.hasServerLoader ? getLoaderData(page.path) : undefined;
  const [defaultLocale] = siteData.locales;
  return (
    <DemosProvider value={demos}>
      <PageActions page={page} />
      {page.tabs?.length ? (
        <nav className="de-tabs" aria-label={t('content.tabs.nav')}>
          <Link to={page.path} aria-current={tab ? undefined : 'page'}>
            {t('content.tabs.default')}
          </Link>
          {page.tabs.map((item) => (
            <Link
              key={item.key}
              to={`${page.path}?tab=${item.key}`}
              aria-current={item === tab ? 'page' : undefined}
            >
              {item.meta.title}
            </Link>
          ))}
        </nav>
      ) : null}
      {page.fallback && (
        <p className="de-fallback-notice" role="note">
          {t('content.fallback', { language: defaultLocale?.name ?? '' })}
        </p>
      )}
      <article
        className="de-markdown"
        data-page={page.id}
        lang={page.fallback && defaultLocale ? htmlLang(defaultLocale.id) : undefined}
      >
        <Content components={{ ...markdownComponents, ...builtins }} loaderData={loaderData} />
      </article>
    </DemosProvider>
  );
}
