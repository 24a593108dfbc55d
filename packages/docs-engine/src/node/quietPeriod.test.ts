import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQuietPeriod } from './quietPeriod.ts';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Whether the wait has ended by now, and how. */
function watch(wait: Promise<boolean>): { result: boolean | undefined } {
  const state: { result: boolean | undefined } = { result: undefined };
  void wait.then((quiet) => (state.result = quiet));
  return state;
}

describe('a quiet period', () => {
  it('ends once no request has come for its length', async () => {
    const quiet = createQuietPeriod({ ms: 500, atMostMs: 5_000 });
    const wait = watch(quiet.whenQuiet());
    await vi.advanceTimersByTimeAsync(499);
    expect(wait.result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(wait.result).toBe(true);
  });

  it('starts again with each request', async () => {
    const quiet = createQuietPeriod({ ms: 500, atMostMs: 5_000 });
    const wait = watch(quiet.whenQuiet());
    await vi.advanceTimersByTimeAsync(400);
    quiet.noteRequest().done();
    await vi.advanceTimersByTimeAsync(400);
    quiet.noteRequest().done();
    await vi.advanceTimersByTimeAsync(499);
    expect(wait.result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(wait.result).toBe(true);
  });

  it('lasts while a request is under way, and counts from its answer', async () => {
    const quiet = createQuietPeriod({ ms: 500, atMostMs: 5_000 });
    const request = quiet.noteRequest();
    const wait = watch(quiet.whenQuiet());
    await vi.advanceTimersByTimeAsync(2_000);
    expect(wait.result).toBeUndefined();
    request.done();
    await vi.advanceTimersByTimeAsync(499);
    expect(wait.result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(wait.result).toBe(true);
  });

  it('ends at the latest `atMostMs` after the call, however busy the server', async () => {
    const quiet = createQuietPeriod({ ms: 500, atMostMs: 2_000 });
    const wait = watch(quiet.whenQuiet());
    for (let elapsed = 0; elapsed < 1_900; elapsed += 100) {
      quiet.noteRequest().done();
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(wait.result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(100);
    expect(wait.result).toBe(true);
  });

  it('ends every wait with false when stopped, and any later one at once', async () => {
    const quiet = createQuietPeriod({ ms: 500, atMostMs: 5_000 });
    const first = watch(quiet.whenQuiet());
    const second = watch(quiet.whenQuiet());
    quiet.stop();
    await vi.advanceTimersByTimeAsync(0);
    expect([first.result, second.result]).toEqual([false, false]);
    expect(await quiet.whenQuiet()).toBe(false);
  });
});
