import { useSyncExternalStore } from 'react';

// Nothing ever changes: the only switch is React's own, from the server snapshot to the client one.
const subscribe = () => () => {};

/**
 * False on the server and while hydrating server markup, true in every other client render. What
 * must not appear in server HTML waits one render after hydration, and no longer than that anywhere
 * else: a drawer mounted open on the client renders open at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    // The client's snapshot, then the server's (also the one read while hydrating).
    () => true,
    () => false,
  );
}
