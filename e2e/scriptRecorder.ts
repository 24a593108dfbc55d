import type { Page, Response } from '@playwright/test';

/**
 * Records the scripts a page fetches, keyed by path. Each body is asked for as its response
 * arrives; `stop` detaches the listener before it waits, because a body still being read when
 * the test ends fails the test.
 */
export function recordScripts(page: Page) {
  const bodies = new Map<string, Promise<string>>();
  const listener = (response: Response) => {
    if (response.request().resourceType() === 'script') {
      bodies.set(new URL(response.url()).pathname, response.text());
    }
  };
  page.on('response', listener);

  /** The scripts fetched since the last call, once all their bodies have arrived. */
  async function take(): Promise<Map<string, string>> {
    const taken = [...bodies];
    bodies.clear();
    return new Map(
      await Promise.all(taken.map(async ([path, body]) => [path, await body] as const)),
    );
  }

  return {
    take,
    /** Stops recording; resolves with what `take` would. */
    stop(): Promise<Map<string, string>> {
      page.off('response', listener);
      return take();
    },
  };
}
