// 'first-paint' can be the page's background alone; the text is what a reader waits for.
const FIRST_CONTENTFUL_PAINT = 'first-contentful-paint';

/**
 * Resolves once the browser has painted the page, so that hydration, a long task, never holds
 * back the paint of the prerendered HTML.
 *
 * Right away when the first contentful paint is already reported (the usual case: fetching the
 * page's chunks takes longer than the paint), or when the tab is hidden (it paints nothing until
 * shown, and a reader who opens it later should find the page ready). Otherwise after the next
 * frame: the entry, fetched once the head is parsed, runs when the parser has the start of the
 * page in the document at least, so that frame paints it, and a task queued from its animation
 * frame callback runs after the paint. Not on a paint timing entry: a browser that reports none
 * (paint timing turned off against fingerprinting, a test's fake clock) would never hydrate the
 * page.
 */
export function afterFirstPaint(): Promise<void> {
  const painted = performance.getEntriesByName(FIRST_CONTENTFUL_PAINT).length > 0;
  if (document.visibilityState === 'hidden' || painted) return Promise.resolve();
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(undefined);
    });
  });
}
