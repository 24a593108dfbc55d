/**
 * Resolves once the browser has painted the page for the first time, so that hydration, a long
 * task, never holds back the paint of the prerendered HTML.
 *
 * Right away when the first contentful paint is already reported (the usual case: fetching the
 * page's chunks takes longer than the paint), or when the tab is hidden (it paints nothing until
 * shown, and a reader who opens it later should find the page ready). Otherwise at the first paint
 * entry, or after the next frame where paint timing is not supported: a task queued from an
 * animation frame runs after that frame is painted.
 */
export function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden' || hasPainted()) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = observePaint(() => {
      observer?.disconnect();
      resolve();
    });
    if (!observer) afterNextFrame(resolve);
  });
}

// 'first-paint' can be the page's background alone; the text is what a reader waits for.
const FIRST_CONTENTFUL_PAINT = 'first-contentful-paint';

function hasPainted(): boolean {
  return performance.getEntriesByName(FIRST_CONTENTFUL_PAINT).length > 0;
}

function observePaint(onPaint: () => void): PerformanceObserver | undefined {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return undefined;
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName(FIRST_CONTENTFUL_PAINT).length > 0) onPaint();
  });
  observer.observe({ type: 'paint' });
  return observer;
}

function afterNextFrame(callback: () => void): void {
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => callback();
    channel.port2.postMessage(undefined);
  });
}
