import { afterNextPaint } from './afterNextPaint.ts';
import { holdEarlyClicks } from './earlyClicks.ts';

// The prerendered page paints before any of the app's code runs: evaluating React and the theme
// on a slow phone takes long enough to hold the first paint back. Clicks on the page's buttons
// in the meantime are kept and given again once the page is hydrated.
const container = document.getElementById('root');
const earlyClicks = container && holdEarlyClicks(container);
await afterNextPaint();
const { startApp } = await import('./hydrate.tsx');
await startApp();
earlyClicks?.release();
