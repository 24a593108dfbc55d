import { defaultLoaded, loadedLocale, localeOf, type Text } from './locale.ts';
import { useContext } from 'react';
import { RouterContext, stripBasename } from './router.tsx';
import { basename } from './site.ts';

export type { TextKey } from './locales/en-US.ts';

/** The interface texts of the locale of an address (the default's until its data arrives). */
export function textOf(location: { pathname: string; search: string }): Text {
  return (loadedLocale(localeOf(location)) ?? defaultLoaded).text;
}

/**
 * A text in the language of the address the browser shows, for code outside rendering (a
 * prompt, say); components use `useText`, which follows the page on screen.
 */
export const text: Text = (key, values) =>
  (typeof window === 'undefined'
    ? defaultLoaded.text
    : textOf({
        pathname: stripBasename(window.location.pathname, basename),
        search: window.location.search,
      }))(key, values);

/** The interface texts of the page's locale (the default one's outside a router). */
export function useText(): Text {
  const location = useContext(RouterContext)?.location;
  return location ? textOf(location) : defaultLoaded.text;
}
