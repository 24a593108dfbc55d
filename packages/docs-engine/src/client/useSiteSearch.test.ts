/**
 * Runs in the node environment with jsdom's globals installed by hand: the jsdom environment's
 * browser transform fails on the `virtual:` imports only the engine's Vite plugin can resolve,
 * while the server transform leaves them to `vi.mock`.
 */
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { splitSearchData } from '../search/searchDataParts.ts';
import { createSearchSession } from '../search/searchSession.ts';
import type { SearchData, SearchResultGroup } from '../shared/types.ts';
import {
  createSearchClient,
  SEARCH_DEBOUNCE_MS,
  type SearchClient,
  type SearchClientSources,
  useSiteSearch,
} from './useSiteSearch.ts';

await vi.hoisted(async () => {
  const { builtinEnvironments } = await import('vitest/runtime');
  await builtinEnvironments.jsdom.setup(globalThis, {});
});

// The engine's Vite plugin makes these modules; the tests inject their data instead.
vi.mock('virtual:docs-engine/search-data', () => ({
  default: [JSON.stringify({ nav: [], partOfRoute: [] })],
}));
vi.mock('virtual:docs-engine/site-data', () => ({
  siteData: {
    nav: [],
    base: '/',
    pages: [],
    locales: [{ id: 'en-US', name: 'English', base: '/' }],
  },
}));

const groups = (title: string): SearchResultGroup[] => [{ title, priority: 0, hints: [] }];

function fakeClient() {
  const answers = new Map<string, (groups: SearchResultGroup[]) => void>();
  const client: SearchClient = {
    load: vi.fn(),
    search: vi.fn(
      (keywords: string) =>
        new Promise<SearchResultGroup[]>((resolve) => answers.set(keywords, resolve)),
    ),
  };
  const answer = async (keywords: string, result: SearchResultGroup[]) => {
    await act(async () => answers.get(keywords)?.(result));
  };
  return { client, answer };
}

describe('useSiteSearch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads nothing until asked, then loads on load() or the first keystroke', () => {
    const { client } = fakeClient();
    const { result } = renderHook(() => useSiteSearch(client));
    expect(client.load).not.toHaveBeenCalled();
    act(() => result.current.load());
    act(() => result.current.setKeywords('d'));
    expect(client.load).toHaveBeenCalledTimes(2);
  });

  it('queries the trimmed keywords 200 ms after the last keystroke, loading until answered', async () => {
    const { client, answer } = fakeClient();
    const { result } = renderHook(() => useSiteSearch(client));
    act(() => result.current.setKeywords('dr'));
    act(() => vi.advanceTimersByTime(150));
    act(() => result.current.setKeywords(' drawer '));
    expect(result.current.loading).toBe(true);
    expect(result.current.keywords).toBe(' drawer ');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(client.search).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(client.search).toHaveBeenCalledExactlyOnceWith('drawer');
    expect(result.current.loading).toBe(true);
    await answer('drawer', groups('Demo'));
    expect(result.current.loading).toBe(false);
    expect(result.current.result).toEqual(groups('Demo'));
  });

  it('clears results and loading at once when the input is emptied, and drops the pending query', async () => {
    const { client, answer } = fakeClient();
    const { result } = renderHook(() => useSiteSearch(client));
    act(() => result.current.setKeywords('mask'));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    await answer('mask', groups('Demo'));
    act(() => result.current.setKeywords('mask placement'));
    act(() => result.current.setKeywords('   '));
    expect(result.current.loading).toBe(false);
    expect(result.current.result).toEqual([]);
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(client.search).toHaveBeenCalledTimes(1);
  });

  it('ignores a late answer to an earlier query', async () => {
    const { client, answer } = fakeClient();
    const { result } = renderHook(() => useSiteSearch(client));
    act(() => result.current.setKeywords('open'));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    act(() => result.current.setKeywords('close'));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    await answer('close', groups('Close'));
    await answer('open', groups('Open'));
    expect(result.current.result).toEqual(groups('Close'));
    expect(result.current.loading).toBe(false);
  });

  it('says the search failed, apart from finding nothing, and a retry runs the query again', async () => {
    const search = vi
      .fn<SearchClient['search']>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce(groups('Open'));
    const client: SearchClient = { load: vi.fn(), search };
    const { result } = renderHook(() => useSiteSearch(client));
    act(() => result.current.setKeywords('open'));
    await act(async () => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(result.current).toMatchObject({ loading: false, failed: true, result: [] });
    act(() => result.current.retry());
    expect(result.current).toMatchObject({ loading: true, failed: false });
    await act(async () => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(search).toHaveBeenCalledTimes(2);
    expect(result.current).toMatchObject({ loading: false, failed: false, result: groups('Open') });
  });

  it('finding nothing is not a failure', async () => {
    const { client, answer } = fakeClient();
    const { result } = renderHook(() => useSiteSearch(client));
    act(() => result.current.setKeywords('zzz'));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    await answer('zzz', []);
    expect(result.current).toMatchObject({ loading: false, failed: false, result: [] });
  });
});

const data: SearchData = {
  routes: [{ path: '/guide', title: 'Drawer guide', toc: [], texts: [] }],
  demos: [],
};
const payload = splitSearchData({ ...data, nav: [] }, () => '/');

describe('createSearchClient', () => {
  it('runs the search on the main thread when a worker cannot be created', async () => {
    const client = createSearchClient({
      loadData: async () => payload,
      createWorker: () => {
        throw new Error('Worker is not defined');
      },
      createLocalSession: async () => createSearchSession(),
    });
    const [group] = await client.search('drawer');
    expect(group?.hints.map((hint) => hint.link)).toEqual(['/guide']);
  });

  it('posts the metadata once, then each query, and pairs replies with queries in order', async () => {
    const listeners: Record<string, (event: { data: unknown }) => void> = {};
    const posted: unknown[] = [];
    const worker = {
      addEventListener: (type: string, listener: (event: { data: unknown }) => void) =>
        (listeners[type] = listener),
      postMessage: (message: unknown) => posted.push(message),
      terminate: vi.fn(),
    };
    const client = createSearchClient({
      loadData: async () => payload,
      createWorker: () => worker as unknown as Worker,
      createLocalSession: async () => createSearchSession(),
    });
    client.load();
    const first = client.search('a');
    const second = client.search('b');
    await vi.waitFor(() => expect(posted).toHaveLength(3));
    expect(posted).toEqual([
      { action: 'generate-metadata', args: payload },
      { action: 'get-search-result', args: { keywords: 'a' } },
      { action: 'get-search-result', args: { keywords: 'b' } },
    ]);
    listeners.message?.({ data: groups('A') });
    listeners.message?.({ data: groups('B') });
    expect(await first).toEqual(groups('A'));
    expect(await second).toEqual(groups('B'));
  });

  it('fetches the data again after a failed fetch', async () => {
    const loadData = vi
      .fn<SearchClientSources['loadData']>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue(payload);
    const client = createSearchClient({
      loadData,
      createWorker: () => {
        throw new Error('Worker is not defined');
      },
      createLocalSession: async () => createSearchSession(),
    });
    await expect(client.search('drawer')).rejects.toThrow('Failed to fetch');
    expect((await client.search('drawer'))[0]?.hints).toHaveLength(1);
    expect(loadData).toHaveBeenCalledTimes(2);
  });

  it('falls back to the main thread when the worker fails to start', async () => {
    const listeners: Record<string, () => void> = {};
    const worker = {
      addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
      postMessage: vi.fn(),
      terminate: vi.fn(),
    };
    const client = createSearchClient({
      loadData: async () => payload,
      createWorker: () => worker as unknown as Worker,
      createLocalSession: async () => createSearchSession(),
    });
    const pending = client.search('drawer');
    await vi.waitFor(() => expect(worker.postMessage).toHaveBeenCalledTimes(2));
    listeners.error?.();
    expect((await pending)[0]?.hints).toHaveLength(1);
    expect(worker.terminate).toHaveBeenCalled();
    expect((await client.search('guide'))[0]?.hints).toHaveLength(1);
  });
});
