import type { ThemeConfig } from '../shared/types.ts';

// The same names as the browser side (src/client/colorMode.ts), which build-time code must not import.
const ATTR = 'data-prefers-color';
const STORAGE_KEY = 'dumi:prefers-color';
const DARK_QUERY = '(prefers-color-scheme: dark)';

/**
 * The script the prerendered pages inline, blocking, in <head>: it sets `data-prefers-color` on
 * <html> before the first paint, so a dark-mode reader never sees a light page flash. It follows
 * the runtime's rules (stored choice when cookies are on, else the configured default; unknown
 * values are light; 'auto' asks the system) and never throws: storage that refuses access, or a
 * missing matchMedia, leaves the page light rather than broken.
 */
export function colorModeScript(prefersColor: ThemeConfig['prefersColor']): string {
  const fallback = ['light', 'dark', 'auto'].includes(prefersColor.default)
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
