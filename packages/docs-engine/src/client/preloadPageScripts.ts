import { PAGE_SCRIPTS_ELEMENT } from '../shared/pageScriptsElement.ts';

/**
 * Asks for every script the page needs before it can be hydrated, all at once: the app would
 * find the page's chunk only through its locale's and section's chunks, each a round trip after
 * the one before. The list is data in the HTML rather than preload links: those the browser
 * fetches while the page is still on its way to its first paint, and on a slow network they
 * share the line with what that paint needs. Call this once the page is painted.
 */
export function preloadPageScripts(): void {
  const list = document.getElementById(PAGE_SCRIPTS_ELEMENT)?.textContent;
  if (!list) return;
  for (const href of JSON.parse(list) as string[]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    // As the entry's own script element: the module map keys a fetch by its credentials mode.
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}
