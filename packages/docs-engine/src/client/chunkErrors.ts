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
    if (isChunkLoadError(error)) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new ChunkLoadError(id, /\bCSS\b/i.test(message) ? 'style' : 'script', error);
  } finally {
    clearTimeout(timer);
  }
}
