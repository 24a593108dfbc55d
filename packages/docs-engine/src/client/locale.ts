import { siteData } from 'virtual:docs-engine/site-data';
import { defaultTexts } from 'virtual:docs-engine/locales';
import type { SectionModule } from 'virtual:docs-engine/pages';
import { resolveLocale } from '../shared/localePaths.ts';
import type { Locale, NavItem } from '../shared/types.ts';
import type { TextKey } from './locales/en-US.ts';
import { siteLoaders } from './siteLoaders.ts';

/** A locale's interface texts, by key. */
export type Texts = Readonly<Record<TextKey, string>>;
export type Text = (key: TextKey, values?: Record<string, string>) => string;

/** A locale the browser has the data of: its texts and navigation, and how to fetch its sections. */
export interface LoadedLocale {
  locale: Locale;
  text: Text;
  nav: NavItem[];
  /** Its sections' chunks, by the default locale's section path ('/guide'). */
  sectionLoaders: Record<string, () => Promise<SectionModule>>;
}

const { locales } = siteData;

function textOf(texts: Texts): Text {
  return (key, values) => {
    const template: string = texts[key];
    if (!values) return template;
    return template.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
  };
}

const defaultLocale: Locale = locales[0] ?? { id: 'en-US', name: 'English', base: '/' };
/** The default locale is in the first load, with the site data. */
export const defaultLoaded: LoadedLocale = {
  locale: defaultLocale,
  text: textOf(defaultTexts),
  nav: siteData.nav,
  // Read when first used: the entry provides them after this module has run.
  get sectionLoaders() {
    return siteLoaders().sections;
  },
};

const loaded = new Map<string, LoadedLocale>([[defaultLocale.id, defaultLoaded]]);
const pending = new Map<string, Promise<LoadedLocale>>();

/**
 * The locale of an address: the one its path belongs to; the standalone demo page, which has
 * no locale path, takes `?locale=<id>`.
 */
export function localeOf(location: { pathname: string; search: string }): Locale {
  if (location.pathname.startsWith('/~demos/')) {
    const id = new URLSearchParams(location.search).get('locale');
    return locales.find((locale) => locale.id === id) ?? defaultLocale;
  }
  return resolveLocale(location.pathname, locales);
}

/** The locale's data if the browser has it already. */
export function loadedLocale(locale: Locale): LoadedLocale | undefined {
  return loaded.get(locale.id);
}

/** Fetches a locale's data (its texts, navigation and sections) once. */
export function loadLocale(locale: Locale): Promise<LoadedLocale> {
  const done = loaded.get(locale.id);
  if (done) return Promise.resolve(done);
  let load = pending.get(locale.id);
  if (!load) {
    const loader = siteLoaders().locales[locale.id];
    if (!loader) return Promise.reject(new Error(`No locale with the id ${locale.id}`));
    load = loader().then((module) => {
      const result: LoadedLocale = {
        locale,
        text: textOf(module.texts),
        nav: module.nav,
        sectionLoaders: module.sectionLoaders,
      };
      loaded.set(locale.id, result);
      return result;
    });
    // A failed load may succeed on the next try: do not keep failures.
    load.catch(() => pending.delete(locale.id));
    pending.set(locale.id, load);
  }
  return load;
}
