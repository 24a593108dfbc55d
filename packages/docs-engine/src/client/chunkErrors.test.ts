import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, loadChunk, SiteUpdatedError } from './chunkErrors.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('loadChunk', () => {
  it('resolves with the chunk', async () => {
    await expect(loadChunk('demo/base', async () => 'page')).resolves.toBe('page');
  });

  it('names a script chunk that failed', async () => {
    const error = await loadChunk('demo/base', () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({
      name: 'ChunkLoadError',
      message: 'Loading chunk demo/base failed',
    });
  });

  it('leaves a page of another build as it is: it is loaded in full, not reported', async () => {
    const updated = new SiteUpdatedError('/guide');
    await expect(loadChunk('guide', () => Promise.reject(updated))).rejects.toBe(updated);
  });

  it('names a stylesheet chunk that failed, with its code', async () => {
    const error = await loadChunk('changelog', () =>
      Promise.reject(new Error('Unable to preload CSS for /assets/changelog.css')),
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({
      message: 'Loading CSS chunk changelog failed',
      code: 'CSS_CHUNK_LOAD_FAILED',
    });
  });

  it('fails a chunk that takes longer than 120000 ms', async () => {
    vi.useFakeTimers();
    const pending = loadChunk('slow', () => new Promise(() => undefined)).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ message: 'Loading chunk slow failed' });
  });
});
