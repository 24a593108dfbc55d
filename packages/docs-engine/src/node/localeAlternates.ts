import { localizePath, unlocalizePath } from '../shared/localePaths.ts';
import type { Locale, PageMeta } from '../shared/types.ts';

export interface Alternate {
  /** A locale id, or 'x-default' for the page readers get when none of the languages fits. */
  hreflang: string;
  href: string;
}

/**
 * The same page in every language of the site, for `<link rel="alternate" hreflang>` and the
 * sitemap: one entry per locale that has the page, and `x-default` for the default locale's.
 * A site with one language has none. `url` turns a route path into the address to publish.
 */
export function localeAlternates(
  locales: readonly { locale: Locale; data: { pages: readonly PageMeta[] } }[],
  url: (routePath: string) => string,
): (page: PageMeta, locale: Locale) => Alternate[] {
  if (locales.length < 2) return () => [];
  const routes = new Map(
    locales.map(({ locale, data }) => [
      locale.id,
      new Set(data.pages.map((page) => unlocalizePath(page.path, locale))),
    ]),
  );
  return (page, locale) => {
    const plain = unlocalizePath(page.path, locale);
    const alternates = locales
      .filter(({ locale: other }) => routes.get(other.id)?.has(plain))
      .map(({ locale: other }) => ({ hreflang: other.id, href: url(localizePath(plain, other)) }));
    const [first] = locales;
    if (first && routes.get(first.locale.id)?.has(plain)) {
      alternates.push({ hreflang: 'x-default', href: url(plain) });
    }
    return alternates;
  };
}

/**
 * Why a site in several languages should name its `hostname`: search engines ignore hreflang
 * alternates that are not full addresses. Undefined when there is nothing to say.
 */
export function hostnameWarning(config: {
  locales: readonly unknown[];
  hostname?: string | undefined;
}): string | undefined {
  if (config.locales.length < 2 || config.hostname) return undefined;
  return 'The site has several locales but no `hostname`: its hreflang links and sitemap are relative, which search engines ignore. Set `hostname` to the address the site is published at.';
}
