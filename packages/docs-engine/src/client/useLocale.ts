import { useContext, useMemo } from 'react';
import {
  localizePath,
  markdownPath,
  resolveLocale,
  switchLocalePath,
} from '../shared/localePaths.ts';
import type { Locale, NavItem, PageMeta } from '../shared/types.ts';
import { defaultLoaded, loadedLocale, localeOf, type LoadedLocale } from './locale.ts';
import { RouterContext, useHref, useLocation } from './router.tsx';
import { siteData } from './site.ts';
import { useHydrated } from './useHydrated.ts';

/** The data of the page's locale (the default's until the locale's own arrives). */
export function useLoadedLocale(): LoadedLocale {
  return loadedLocale(localeOf(useLocation())) ?? defaultLoaded;
}

/** The locale of the page on screen. */
export function useLocale(): Locale {
  return localeOf(useLocation());
}

/** The locale of the page on screen, or the default one outside a router (a widget on its own). */
export function useOptionalLocale(): Locale {
  const router = useContext(RouterContext);
  return router ? localeOf(router.location) : defaultLoaded.locale;
}

/** The top navigation of the page's locale. */
export function useNav(): NavItem[] {
  return useLoadedLocale().nav;
}

/**
 * Puts a path of the site, written as the default locale's (`/demo/base`), into the page's
 * locale (`/zh-CN/demo/base`); a path that already names a locale, or leaves the site, is kept.
 */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return useMemo(
    () => (path: string) => {
      if (!path.startsWith('/') || path.startsWith('//')) return path;
      const pathname = /^[^?#]*/.exec(path)?.[0] ?? path;
      if (resolveLocale(pathname, siteData.locales).id !== siteData.locales[0]?.id) return path;
      return `${localizePath(pathname, locale)}${path.slice(pathname.length)}`;
    },
    [locale],
  );
}

export interface LocaleAlternate {
  locale: Locale;
  /** The current page in that locale (its `?tab=` and `#hash` kept), a path for `Link`. */
  link: string;
  current: boolean;
}

/** Every locale of the site with the current page's address in it: the locale switch's links. */
export function useLocaleAlternates(): LocaleAlternate[] {
  const { pathname, search, hash } = useLocation();
  const current = localeOf({ pathname, search });
  // A reader at a heading or a tab stays there; the prerendered links cannot know either.
  const kept = useHydrated() ? `${search}${hash}` : '';
  return siteData.locales.map((locale) => ({
    locale,
    link: pathname.startsWith('/~demos/')
      ? `${pathname}?locale=${locale.id}`
      : `${switchLocalePath(pathname, current, locale)}${kept}`,
    current: locale.id === current.id,
  }));
}

/** The address of a page's Markdown (`<route>.md`), or undefined when the site serves none. */
export function useMarkdownHref(page: PageMeta | undefined): string | undefined {
  const locale = useLocale();
  const href = useHref(page ? markdownPath(page.path, locale) : '/');
  return page && siteData.llms ? href : undefined;
}
