import { BuildError } from '../../shared/BuildError.ts';
import type { Locale } from '../../shared/types.ts';

/** What a site without `locales` speaks. */
export const DEFAULT_LOCALES: readonly Locale[] = [{ id: 'en-US', name: 'English' }];

export const LANGUAGE_TAG = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;
const BASE = /^(\/[\w-]+)+$/;
const SUFFIX = /^[\w-]+$/;

/**
 * Checks the `locales` of a config: unique language tags; the first (the default) at the site's
 * root, with neither base nor suffix of its own; every other with one base (`/zh-CN`) or one
 * suffix (`-cn`), none shared.
 */
export function validateLocales(locales: readonly Locale[] | undefined, configFile: string): void {
  const fail = (message: string) => {
    throw new BuildError('INVALID_CONFIG', configFile, message);
  };
  if (!locales) return;
  if (locales.length === 0) fail('locales must list at least one locale (the default first)');
  const seen = new Set<string>();
  for (const [index, locale] of locales.entries()) {
    const at = `locales[${index}]`;
    if (!LANGUAGE_TAG.test(locale.id)) {
      fail(
        `${at}.id must be a language tag like "en-US" or "zh-CN" (got ${JSON.stringify(locale.id)})`,
      );
    }
    if (locale.base !== undefined && locale.suffix !== undefined) {
      fail(`${at} has both a base and a suffix: give it one of them`);
    }
    if (index === 0) {
      if (locale.suffix !== undefined || (locale.base !== undefined && locale.base !== '/')) {
        fail(`${at} is the default locale, served at the site's root: remove its base and suffix`);
      }
    } else if (locale.base !== undefined && !BASE.test(locale.base)) {
      fail(
        `${at}.base must be a path like "/zh-CN", not the root and without a trailing slash (got ${JSON.stringify(locale.base)})`,
      );
    } else if (locale.suffix !== undefined && !SUFFIX.test(locale.suffix)) {
      fail(
        `${at}.suffix must be letters, digits, "-" or "_", like "-cn" (got ${JSON.stringify(locale.suffix)})`,
      );
    }
    const place = resolveLocale(locale, index);
    for (const key of [
      `id:${locale.id}`,
      `base:${place.base ?? ''}`,
      `suffix:${place.suffix ?? ''}`,
    ]) {
      if (key.endsWith(':')) continue;
      if (seen.has(key)) fail(`${at} has the same ${key.replace(':', ' ')} as an earlier locale`);
      seen.add(key);
    }
  }
}

function resolveLocale(locale: Locale, index: number): Locale {
  const { id, name, suffix } = locale;
  if (index === 0) return { id, name, base: '/' };
  return suffix !== undefined ? { id, name, suffix } : { id, name, base: locale.base ?? `/${id}` };
}

/** The locales with their places filled in: the default at '/', others at `/<id>` unless set. */
export function resolveLocales(locales: readonly Locale[] = DEFAULT_LOCALES): Locale[] {
  return locales.map(resolveLocale);
}
