import { siteLoaders } from 'virtual:docs-engine/loaders';
import { afterFirstPaint } from './afterFirstPaint.ts';
import { documentParsed } from './documentParsed.ts';
import { holdEarlyClicks } from './earlyClicks.ts';
import { preloadPageScripts } from './preloadPageScripts.ts';
import { stripTrailingSlash } from './stripTrailingSlash.ts';

stripTrailingSlash(window.location, window.history);
// The page's buttons and links can be clicked as soon as it is painted: the clicks are kept from
// the moment this entry runs, not from when the app starts, and given again once React has the
// page.
const earlyClicks = holdEarlyClicks();

try {
  // Nothing holds back the first paint of the prerendered HTML: this entry is only what must run
  // early, and the app's and the page's scripts are fetched, compiled and run once it is painted.
  // The entry is async: on a long page it runs while the rest is still being parsed and laid out,
  // and the scripts come meanwhile.
  await afterFirstPaint();
  // The app first: the bundler's loader runs it only once the stylesheets it brings are in, and a
  // stylesheet asked for after the page's nine or ten scripts waits for a free connection.
  const app = import('./mountApp.tsx');
  preloadPageScripts();
  // React takes over the page's HTML only once all of it is there.
  await documentParsed();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to mount into');
  const { mountApp } = await app;
  await mountApp(container, siteLoaders, import.meta.url);
} finally {
  // Once React has the page, or once it is clear it will not: a held link is followed even then.
  earlyClicks.release();
}
