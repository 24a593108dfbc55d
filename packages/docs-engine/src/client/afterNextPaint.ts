/**
 * Resolves once the browser has painted the next frame: a task queued from an animation frame
 * runs after that frame's paint. A hidden tab runs no frames, so it does not wait there.
 */
export function afterNextPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(undefined);
    });
  });
}
