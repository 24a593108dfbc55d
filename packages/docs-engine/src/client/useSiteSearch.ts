import { useCallback, useEffect, useState } from 'react';
import type { SearchRequest, SearchSession } from '../search/index.ts';
import type { Locale, SearchResultGroup } from '../shared/types.ts';
import { createSearchWorker } from './createSearchWorker.ts';
import { siteLoaders } from './siteLoaders.ts';
import { useOptionalLocale } from './useLocale.ts';

/** A query waits this long after the last keystroke, so a word typed runs one search, not many. */
export const SEARCH_DEBOUNCE_MS = 200;

export interface SearchClient {
  /** Starts fetching the search data and building the index; later calls do nothing. */
  load(): void;
  search(keywords: string): Promise<SearchResultGroup[]>;
}

export interface SearchClientSources {
  /**
   * The lazily fetched search data: the routes, demos and navigation to index, as JSON texts (see
   * splitSearchData).
   */
  loadData(): Promise<readonly string[]>;
  /** Throws where workers are unavailable (old browsers, some privacy settings, tests). */
  createWorker(): Worker;
  /** The same search, run on the main thread, for when there is no worker. */
  createLocalSession(): Promise<SearchSession>;
}

interface Transport {
  search(keywords: string): Promise<SearchResultGroup[]>;
}

export function createSearchClient(sources: SearchClientSources): SearchClient {
  let transport: Promise<Transport> | undefined;
  const start = (): Promise<Transport> => {
    transport ??= sources
      .loadData()
      .then((args) => connect(sources, { action: 'generate-metadata', args }))
      .catch((error: unknown) => {
        // A chunk that failed to load (offline, new deploy) is fetched again on the next try.
        transport = undefined;
        throw error;
      });
    return transport;
  };
  return {
    // The failure, if any, reaches the search that awaits the same start.
    load: () => void start().catch(() => undefined),
    search: async (keywords) => (await start()).search(keywords),
  };
}

function connect(sources: SearchClientSources, metadata: SearchRequest): Transport {
  let local: Promise<SearchSession> | undefined;
  const searchLocally = async (keywords: string): Promise<SearchResultGroup[]> => {
    local ??= sources.createLocalSession().then((session) => {
      session.handle(metadata);
      return session;
    });
    return (await local).handle({ action: 'get-search-result', args: { keywords } }) ?? [];
  };

  let worker: Worker;
  try {
    worker = sources.createWorker();
  } catch {
    return { search: searchLocally };
  }

  // The worker answers queries one by one, in the order they were posted.
  const pending: { keywords: string; resolve: (groups: SearchResultGroup[]) => void }[] = [];
  let failed = false;
  worker.addEventListener('message', (event: MessageEvent<SearchResultGroup[]>) => {
    pending.shift()?.resolve(event.data);
  });
  // A worker that cannot start (its script blocked, say) reports it here, not by throwing.
  worker.addEventListener('error', () => {
    failed = true;
    worker.terminate();
    for (const { keywords, resolve } of pending.splice(0))
      void searchLocally(keywords).then(resolve);
  });
  worker.postMessage(metadata);
  return {
    search: (keywords) => {
      if (failed) return searchLocally(keywords);
      return new Promise((resolve) => {
        pending.push({ keywords, resolve });
        worker.postMessage({
          action: 'get-search-result',
          args: { keywords },
        } satisfies SearchRequest);
      });
    },
  };
}

const siteSearchClients = new Map<string, SearchClient>();

/**
 * The one client of a locale, so the header box and the modal share the data and the worker; a
 * locale's search covers its own pages only.
 */
function getSiteSearchClient(locale: Locale): SearchClient {
  const existing = siteSearchClients.get(locale.id);
  if (existing) return existing;
  const client = createSearchClient({
    loadData: async () => {
      const load = siteLoaders().search[locale.id];
      if (!load) throw new Error(`No search data for the locale ${locale.id}`);
      return (await load()).default;
    },
    createWorker: createSearchWorker,
    createLocalSession: async () =>
      (await import('../search/searchSession.ts')).createSearchSession(),
  });
  siteSearchClients.set(locale.id, client);
  return client;
}

export interface SiteSearch {
  keywords: string;
  setKeywords(keywords: string): void;
  /** The groups of the last answered query; empty while the input is. */
  result: SearchResultGroup[];
  /** A non-empty query is waiting for the debounce or for its answer. */
  loading: boolean;
  /** The search data could not be loaded (offline, a new deploy): not the same as no hits. */
  failed: boolean;
  /** Loads the search data again and reruns the query. */
  retry(): void;
  /** Call on first focus, hover or keystroke: fetches the data before the first query needs it. */
  load(): void;
}

export function useSiteSearch(client?: SearchClient): SiteSearch {
  const [keywords, setKeywordsState] = useState('');
  const [answer, setAnswer] = useState<{
    query: string;
    groups: SearchResultGroup[];
    failed: boolean;
  }>({ query: '', groups: [], failed: false });
  // Bumped by retry(): the same query runs again.
  const [attempt, setAttempt] = useState(0);
  const query = keywords.trim();
  const locale = useOptionalLocale();
  const resolveClient = useCallback(() => client ?? getSiteSearchClient(locale), [client, locale]);

  const load = useCallback(() => resolveClient().load(), [resolveClient]);
  const setKeywords = useCallback(
    (value: string) => {
      resolveClient().load();
      setKeywordsState(value);
    },
    [resolveClient],
  );

  useEffect(() => {
    if (!query) return undefined;
    let current = true;
    const timer = setTimeout(() => {
      resolveClient()
        .search(query)
        .then(
          (groups) => ({ groups, failed: false }),
          () => ({ groups: [], failed: true }),
        )
        .then(({ groups, failed }) => {
          // A slower answer to an earlier query must not replace the latest one.
          if (current) setAnswer({ query, groups, failed });
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, resolveClient, attempt]);

  const retry = useCallback(() => {
    setAnswer({ query: '', groups: [], failed: false });
    setAttempt((count) => count + 1);
  }, []);

  return {
    keywords,
    setKeywords,
    result: query ? answer.groups : [],
    loading: query !== '' && answer.query !== query,
    failed: query !== '' && answer.query === query && answer.failed,
    retry,
    load,
  };
}
