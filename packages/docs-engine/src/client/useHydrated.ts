import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;
const isClient = () => true;
const isServer = () => false;

/**
 * False while the page renders on the server and while the browser hydrates it, true after. What
 * the prerendered HTML cannot know (the address's query and hash) waits for it: React keeps server
 * attributes that differ when it hydrates.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeToNothing, isClient, isServer);
}
