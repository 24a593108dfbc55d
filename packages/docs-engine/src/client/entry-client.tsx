import { afterFirstPaint } from './afterFirstPaint.ts';
import { holdEarlyClicks } from './earlyClicks.ts';
import { stripTrailingSlash } from './stripTrailingSlash.ts';

stripTrailingSlash(window.location, window.history);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to mount into');
const earlyClicks = holdEarlyClicks(container);

// The HTML lists the app's modules for the browser to fetch while it parses the page, so they
// are often ready before its first paint: run then, they would hold that paint back by the time
// React and the page take to evaluate on a slow phone. This entry is only what must run early;
// the app is imported once the prerendered HTML is on screen.
await afterFirstPaint();
const { mountApp } = await import('./mountApp.tsx');
await mountApp(container);
earlyClicks.release();
