import type { Locale } from './types.ts';

/**
 * Where each language's pages live. The first locale is the default one, at the site's root; any
 * other sits under its `base` (`/zh-CN/demo/base`) or at its `suffix` (`/demo/base-cn`). Paths
 * here are route paths without the site's base, like `PageMeta.path`.
 */

/** The home page of a suffix locale: `/` itself would be the default locale's. */
const SUFFIX_HOME = '/index';

/** `path` (a route of the default locale) in `locale`: `/demo/base` → `/zh-CN/demo/base`. */
export function localizePath(path: string, locale: Locale): string {
  if (locale.suffix) return `${path === '/' ? SUFFIX_HOME : path}${locale.suffix}`;
  const base = locale.base ?? '/';
  if (base === '/') return path;
  return path === '/' ? base : `${base}${path}`;
}

/** Whether `path` is one of `locale`'s routes (the default locale matches nothing here). */
function isUnder(path: string, locale: Locale): boolean {
  if (locale.suffix) return path.endsWith(locale.suffix) && path.length > locale.suffix.length + 1;
  const base = locale.base ?? '/';
  return base !== '/' && (path === base || path.startsWith(`${base}/`));
}

/** The locale a route path belongs to: the most specific match, else the default one. */
export function resolveLocale<L extends Locale>(path: string, locales: readonly L[]): L {
  const [first] = locales;
  if (!first) throw new Error('A site has at least one locale');
  let best: L = first;
  let bestLength = 0;
  for (const locale of locales.slice(1)) {
    const length = (locale.suffix ?? locale.base ?? '').length;
    if (length > bestLength && isUnder(path, locale)) {
      best = locale;
      bestLength = length;
    }
  }
  return best;
}

/** The default locale's route of a path of `locale`: `/zh-CN/demo/base` → `/demo/base`. */
export function unlocalizePath(path: string, locale: Locale): string {
  if (!isUnder(path, locale)) return path;
  if (locale.suffix) {
    const stripped = path.slice(0, -locale.suffix.length);
    return stripped === SUFFIX_HOME ? '/' : stripped;
  }
  return path.slice((locale.base ?? '').length) || '/';
}

/** The same page in another locale: `/zh-CN/demo/base` in English is `/demo/base`. */
export function switchLocalePath(path: string, from: Locale, to: Locale): string {
  return localizePath(unlocalizePath(path, from), to);
}

/**
 * Where a page's Markdown is served: `<route>.md`, with `index.md` for a home page, so the
 * files sit beside the pages (`/demo/base.md`, `/index.md`, `/zh-CN/index.md`).
 */
export function markdownPath(path: string, locale: Locale): string {
  const plain = unlocalizePath(path, locale);
  const file = plain === '/' ? '/index' : plain;
  if (locale.suffix) return `${file}${locale.suffix}.md`;
  const base = locale.base ?? '/';
  return `${base === '/' ? '' : base}${file}.md`;
}

/** The language of `<html lang>`: the locale id's language, as dumi sets it ('zh-CN' → 'zh'). */
export function htmlLang(localeId: string): string {
  return localeId.split('-')[0] ?? localeId;
}
