import { localizePath, unlocalizePath } from '../../shared/localePaths.ts';
import type {
  Locale,
  LocaleData,
  NavItem,
  PageMeta,
  SearchData,
  SidebarGroup,
  ThemeConfig,
} from '../../shared/types.ts';
import { buildNav } from '../navigation/buildNav.ts';
import { buildSidebar } from '../navigation/buildSidebar.ts';
import type { ScannedPage } from './scanPage.ts';

/** One language of the site: its pages (translated or not), navigation and search data. */
export interface LocaleState {
  locale: Locale;
  data: LocaleData;
  searchData: SearchData;
  /** The scanned page behind each of `data.pages`, in the same order. */
  scanned: ScannedPage[];
}

const isSitePath = (link: string | undefined): link is string =>
  link !== undefined && link.startsWith('/') && !link.startsWith('//');

function localizeNav(items: NavItem[], locale: Locale): NavItem[] {
  return items.map((item) => ({
    ...item,
    ...(isSitePath(item.link) && { link: localizePath(item.link, locale) }),
    // A suffix locale's routes share the default's folders, so the section prefix is the same.
    ...(isSitePath(item.activePath) &&
      !locale.suffix && { activePath: localizePath(item.activePath, locale) }),
    ...(item.children && { children: localizeNav(item.children, locale) }),
  }));
}

function localizeSidebar(
  sidebar: Record<string, SidebarGroup[]>,
  locale: Locale,
): Record<string, SidebarGroup[]> {
  return Object.fromEntries(
    Object.entries(sidebar).map(([navPath, groups]) => [
      navPath,
      groups.map((group) => ({
        ...group,
        children: group.children.map((item) => ({
          ...item,
          link: isSitePath(item.link) ? localizePath(item.link, locale) : item.link,
        })),
      })),
    ]),
  );
}

/**
 * The pages of `locale`: its translations, and every page of the default locale it does not
 * translate, at its address in `locale` and marked `fallback`; in the default locale's order.
 */
function localePages(
  locale: Locale,
  defaultPages: readonly ScannedPage[],
  own: readonly ScannedPage[],
): ScannedPage[] {
  const byPlainPath = new Map(own.map((page) => [unlocalizePath(page.meta.path, locale), page]));
  const pages = defaultPages.map((page) => {
    const translation = byPlainPath.get(page.meta.path);
    byPlainPath.delete(page.meta.path);
    return (
      translation ?? {
        ...page,
        meta: { ...page.meta, path: localizePath(page.meta.path, locale), fallback: true },
      }
    );
  });
  return [...pages, ...byPlainPath.values()];
}

/**
 * Each locale's share of the site. Navigation is derived from the default locale's paths (so
 * sections and their sidebars line up across languages), then pointed at the locale's pages.
 */
export function localeStates(
  locales: readonly Locale[],
  pages: readonly ScannedPage[],
  themeConfig: Pick<ThemeConfig, 'nav' | 'sidebar'>,
): LocaleState[] {
  const [defaultLocale] = locales;
  const defaultPages = pages.filter((page) => page.locale === defaultLocale?.id);
  return locales.map((locale, index) => {
    const own = pages.filter((page) => page.locale === locale.id);
    const scanned = index === 0 ? [...own] : localePages(locale, defaultPages, own);
    const metas: PageMeta[] = scanned.map((page) => page.meta);
    const plain = metas.map((meta) => ({ ...meta, path: unlocalizePath(meta.path, locale) }));
    const sidebar = buildSidebar(plain, themeConfig.sidebar);
    const nav = buildNav(plain, sidebar, themeConfig.nav);
    return {
      locale,
      scanned,
      data: {
        pages: metas,
        nav: index === 0 ? nav : localizeNav(nav, locale),
        sidebar: index === 0 ? sidebar : localizeSidebar(sidebar, locale),
      },
      searchData: {
        routes: scanned.map((page) => ({
          path: page.meta.path,
          title: page.meta.title,
          subtitle: page.meta.subtitle,
          toc: page.meta.toc,
          texts: page.texts,
          tabs: page.meta.tabs,
        })),
        demos: scanned.flatMap((page) =>
          page.demos.map((demo) => ({
            id: demo.id,
            routePath: page.meta.path,
            title: typeof demo.attrs.title === 'string' ? demo.attrs.title : undefined,
            description:
              typeof demo.attrs.description === 'string' ? demo.attrs.description : undefined,
          })),
        ),
      },
    };
  });
}
