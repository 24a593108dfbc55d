import type { SearchRequest } from '@drawer/docs-engine/search';

export interface WorkerTimings {
  /** From posting the site's search data to the worker's first answer: copy plus index build. */
  metadataMs: number;
  /** Round trip of each query, post to answer, as the search box waits for it. */
  queryMs: number[];
  /** Hits per query, to tell a query that found nothing from a fast one. */
  hits: number[];
}

/**
 * Runs in the page (via page.evaluate): starts the site's own search worker, feeds it the data
 * and times each query one after the other, as a reader types them.
 */
export async function timeWorkerQueries({
  workerUrl,
  dataUrl,
  queries,
}: {
  workerUrl: string;
  dataUrl: string;
  queries: string[];
}): Promise<WorkerTimings> {
  const metadataRequest = (await (await fetch(dataUrl)).json()) as SearchRequest;
  const worker = new Worker(workerUrl, { type: 'module' });
  const ask = (request: SearchRequest): Promise<{ hints: unknown[] }[]> =>
    new Promise((resolve, reject) => {
      worker.onmessage = (event: MessageEvent<{ hints: unknown[] }[]>) => resolve(event.data);
      worker.onerror = (event) => reject(new Error(`search worker failed: ${event.message}`));
      worker.postMessage(request);
    });
  const empty = { action: 'get-search-result', args: { keywords: '' } } as const;
  // A worker module takes a moment to load: wait for it, so that is not counted as indexing.
  await ask(empty);
  const start = performance.now();
  worker.postMessage(metadataRequest);
  // 'generate-metadata' has no reply; an empty query right after it answers once it is done.
  await ask(empty);
  const metadataMs = performance.now() - start;
  const queryMs: number[] = [];
  const hits: number[] = [];
  for (const keywords of queries) {
    const queryStart = performance.now();
    const groups = await ask({ action: 'get-search-result', args: { keywords } });
    queryMs.push(performance.now() - queryStart);
    hits.push(groups.reduce((sum, group) => sum + group.hints.length, 0));
  }
  worker.terminate();
  return { metadataMs, queryMs, hits };
}
