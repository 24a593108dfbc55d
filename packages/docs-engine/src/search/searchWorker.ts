import type { SearchResultGroup } from '../shared/types.ts';
import { createSearchSession, type SearchRequest } from './searchSession.ts';

/** The part of the worker's global scope used here (the project compiles against the DOM lib). */
interface WorkerScope {
  addEventListener(type: 'message', listener: (event: MessageEvent<SearchRequest>) => void): void;
  postMessage(message: SearchResultGroup[]): void;
}

// Only queries are answered, one reply each, in order: the page pairs replies with its requests.
const session = createSearchSession({ warmUp: true });
const scope = globalThis as unknown as WorkerScope;

scope.addEventListener('message', (event) => {
  const result = session.handle(event.data);
  if (result) scope.postMessage(result);
});
