/**
 * A page chunk that has not arrived after two minutes is treated as failed, so a stalled request
 * ends in an error the reader can act on rather than an endless loading screen.
 */
export const CHUNK_LOAD_TIMEOUT = 120_000;

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  readonly code: 'CHUNK_LOAD_FAILED' | 'CSS_CHUNK_LOAD_FAILED';
  constructor(id: string, kind: 'script' | 'style', cause?: unknown) {
    super(kind === 'style' ? `Loading CSS chunk ${id} failed` : `Loading chunk ${id} failed`, {
      cause,
    });
    this.code = kind === 'style' ? 'CSS_CHUNK_LOAD_FAILED' : 'CHUNK_LOAD_FAILED';
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof Error && error.name === 'ChunkLoadError';
}

/**
 * The page's chunk is from a build other than the one the reader's page runs: the site was
 * deployed again since the page was loaded. Its scripts are not to be mixed with this page's
 * (two copies of React would run): the page is to be loaded in full.
 */
export class SiteUpdatedError extends Error {
  override name = 'SiteUpdatedError';
  constructor(route: string) {
    super(`The site was updated since this page was loaded: ${route} is loaded in full`);
  }
}

export function isSiteUpdated(error: unknown): error is SiteUpdatedError {
  return error instanceof Error && error.name === 'SiteUpdatedError';
}

/**
 * Loads a chunk, turning a network failure or a time-out into a ChunkLoadError that names it.
 * Vite's preloader reports a stylesheet that failed as "Unable to preload CSS …".
 */
export async function loadChunk<T>(
  id: string,
  load: () => Promise<T>,
  timeout = CHUNK_LOAD_TIMEOUT,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError(id, 'script')), timeout);
  });
  try {
    return await Promise.race([load(), timedOut]);
  } catch (error) {
    if (isChunkLoadError(error) || isSiteUpdated(error)) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new ChunkLoadError(id, /\bCSS\b/i.test(message) ? 'style' : 'script', error);
  } finally {
    clearTimeout(timer);
  }
}
