import { useEffect, useLayoutEffect, useRef } from 'react';
import { plugins } from 'virtual:docs-engine/plugins';
import { htmlLang } from '../shared/localePaths.ts';
import { localeOf } from './locale.ts';
import type { Location } from './router.tsx';
import { readingPosition } from './readingPosition.ts';
import { restoreScroll, TAKEOVER_EVENTS } from './restoreScroll.ts';
import { pluginHooks } from './runtimePlugins.ts';
import { createScrollPositions, type ScrollPositions } from './scrollPositions.ts';
import { documentTitle } from './documentTitle.ts';
import { scrollWithWholePageRendered } from './wholePageRendered.ts';

/** The element a hash names, or null when there is none or the hash is not valid percent-encoding. */
function hashTarget(hash: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    // `#%E0%A4%A` and the like: a reader's typo in the address must not break the page.
    return null;
  }
}

/**
 * Scrolls to `target`. Blocks above it skipped at estimated heights would put it off its place
 * once rendered on the way back up: they are laid out at their real sizes for the jump.
 */
function scrollToTarget(target: HTMLElement): void {
  scrollWithWholePageRendered(() => target.scrollIntoView());
}

/**
 * Scrolls a new entry to the element its hash names, or to the top. The page's content may come a
 * render after its location, in place of a stand-in (the theme's loading skeleton, a part that
 * suspended): until its element is in the document, the page shows from its top, and it scrolls
 * to the element as the element is added, unless the reader has taken the scrolling over. A page
 * without the element stays at its top. Returns a function that stops waiting for it.
 */
function scrollToHash(hash: string): () => void {
  const target = hash ? hashTarget(hash) : null;
  if (target) {
    scrollToTarget(target);
    return () => undefined;
  }
  window.scrollTo(0, 0);
  if (!hash || typeof MutationObserver === 'undefined') return () => undefined;
  const observer = new MutationObserver(() => {
    const added = hashTarget(hash);
    if (!added) return;
    stop();
    scrollToTarget(added);
  });
  function stop(): void {
    observer.disconnect();
    for (const type of TAKEOVER_EVENTS) window.removeEventListener(type, stop);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  for (const type of TAKEOVER_EVENTS) window.addEventListener(type, stop, { passive: true });
  return stop;
}

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Denied by privacy settings: positions are kept for this page's lifetime only.
    return undefined;
  }
}

let positions: ScrollPositions | undefined;

/** The positions of this tab's history entries, read from the session once. */
function scrollPositions(): ScrollPositions {
  positions ??= createScrollPositions(sessionStore());
  return positions;
}

/**
 * What follows every navigation to a route, whatever the theme: the document's language and
 * title (when the route has one to give; the standalone demo page sets its own), the scroll
 * position and, once the route's page is on screen, the runtime plugins' `onRouteChange` hooks.
 * `location` is the rendered one, so scrolling waits until the new page (or a stand-in for it,
 * its loading skeleton) is on screen; `addressKey` is the key of the address bar's entry, which
 * moves first; `pending` says the page on screen is not yet the rendered location's own.
 *
 * The scroll position: Back, Forward and a reload return to where the reader was on that history
 * entry (the runtime remembers each entry's position by its key, the browser's own restoration
 * being off as it would act before the page is rendered); a new entry starts at the heading in
 * its hash, or at the top.
 */
export function useRouteEffects(
  location: Location,
  title: string | undefined,
  addressKey: string,
  pending: boolean,
): void {
  const first = useRef(true);
  /** The entry whose position scrolling records; none between a history move and its render. */
  const currentKey = useRef<string | undefined>(location.key);
  /** The address path of the page on screen, to tell a move to another page from one within it. */
  const shownPathname = useRef<string | undefined>(undefined);

  const lang = htmlLang(localeOf(location).id);
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);

  useEffect(() => {
    if (title === undefined) return;
    document.title = documentTitle(title);
  }, [title]);

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    const record = () => {
      if (currentKey.current !== undefined) {
        scrollPositions().set(currentKey.current, readingPosition());
      }
    };
    // A scroll event comes a frame after the scroll, so a reader who scrolls and goes Back at
    // once leaves a position not yet recorded. Back to another page has not moved this one
    // (restoration is manual): its position is taken now. A `#heading` link or Back within the
    // page has moved it before this fires, and the scroll event that follows must not overwrite
    // the position of the entry that was left.
    const leave = () => {
      if (window.location.pathname !== shownPathname.current) record();
      currentKey.current = undefined;
    };
    // Taken again as the page goes (a reload among others): the content may have moved since the
    // last scroll without scrolling the page (a table rendered at its real height in place of its
    // estimate moves the heading below it), and the position follows the content.
    const persist = () => {
      record();
      scrollPositions().persist();
    };
    // A click or key that follows a scroll at once (a link, Enter on a search result) may leave
    // the page before that scroll's event: the position is taken as the reader acts, too.
    const acting = { capture: true, passive: true };
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pointerdown', record, acting);
    window.addEventListener('keydown', record, acting);
    window.addEventListener('popstate', leave);
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pointerdown', record, acting);
      window.removeEventListener('keydown', record, acting);
      window.removeEventListener('popstate', leave);
      window.removeEventListener('pagehide', persist);
    };
  }, []);

  // Scrolling is recorded while the page on screen is the address's own. While the next page
  // loads, the one left stays, then a loading skeleton stands in for the next: the browser's
  // scroll to its short top must not be taken for where the reader was on either.
  const shown = addressKey === location.key && !pending;
  useLayoutEffect(() => {
    currentKey.current = shown ? location.key : undefined;
    if (shown) shownPathname.current = window.location.pathname;
  }, [shown, location.key]);

  // Before paint, so the page never shows at the wrong position; and before the scroll events
  // that the new page's height causes, so they are recorded for the new entry. A stand-in is too
  // short to return to where the reader was: that waits for the page, which runs this again.
  const standIn = addressKey === location.key && pending;
  useLayoutEffect(() => {
    const saved = scrollPositions().get(location.key);
    if (saved !== undefined && standIn) return undefined;
    const firstRender = first.current;
    first.current = false;
    if (saved !== undefined) return restoreScroll(saved);
    // On the first render the browser has already scrolled to the hash of the prerendered page.
    if (firstRender) return undefined;
    return scrollToHash(location.hash);
  }, [location, standIn]);

  // Once the route's page is on screen, not its stand-in: a hook may read the page (its title,
  // its headings) or enhance it. Once per location: a navigation given up while the page left
  // was still showing brings that page back, not a new route.
  const heard = useRef<Location>(undefined);
  useEffect(() => {
    if (pending || heard.current === location) return;
    heard.current = location;
    for (const hook of pluginHooks<(args: { location: Location }) => void>(
      plugins,
      'onRouteChange',
    )) {
      hook({ location });
    }
  }, [location, pending]);
}
