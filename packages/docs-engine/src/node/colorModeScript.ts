import {
  COLOR_PREFERENCES,
  DARK_MEDIA_QUERY as DARK_QUERY,
  PREFERS_COLOR_ATTR as ATTR,
  PREFERS_COLOR_STORAGE_KEY as STORAGE_KEY,
} from '../shared/constants.ts';
import type { ThemeConfig } from '../shared/types.ts';

/**
 * The script the prerendered pages inline, blocking, in <head>: it sets `data-prefers-color` on
 * <html> before the first paint, so a dark-mode reader never sees a light page flash. It follows
 * the runtime's rules (stored choice when cookies are on, else the configured default; unknown
 * values are light; 'auto' asks the system) and never throws: storage that refuses access, or a
 * missing matchMedia, leaves the page light rather than broken.
 */
export function colorModeScript(prefersColor: ThemeConfig['prefersColor']): string {
  const fallback = (COLOR_PREFERENCES as readonly string[]).includes(prefersColor.default)
    ? prefersColor.default
    : 'light';
  const readStored = prefersColor.switch
    ? `try{if(navigator.cookieEnabled){var s=localStorage.getItem(${JSON.stringify(STORAGE_KEY)});if(s!==null)p=s}}catch(e){}`
    : '';
  return (
    `(function(){var d=document.documentElement,p=${JSON.stringify(fallback)};${readStored}` +
    `try{d.setAttribute(${JSON.stringify(ATTR)},p==='auto'?(matchMedia(${JSON.stringify(DARK_QUERY)}).matches?'dark':'light'):p==='dark'?'dark':'light')}` +
    `catch(e){d.setAttribute(${JSON.stringify(ATTR)},'light')}})();`
  );
}
