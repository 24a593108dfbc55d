import { describe, expect, it } from 'vitest';
import { createPhaseClock } from './buildPhases.ts';

const GIB = 2 ** 30;

describe('createPhaseClock', () => {
  it('lists the phases in the order they ran, then the peak memory and the phase that reached it', async () => {
    let peak = 0.25 * GIB;
    const clock = createPhaseClock(() => peak);
    await clock.time('scan', async () => {
      peak = 0.5 * GIB;
    });
    await clock.time('bundle', async () => {
      peak = 0.84 * GIB;
    });
    await clock.time('prerender', async () => undefined);
    expect(clock.summary()).toMatch(
      /^scan \d+\.\d s \(\d+\.\d s CPU\) · bundle \d+\.\d s \(\d+\.\d s CPU\) · prerender \d+\.\d s \(\d+\.\d s CPU\) · peak memory 0\.84 GiB \(bundle\)$/,
    );
  });

  it('names no phase for a peak reached between phases', async () => {
    let peak = 0.25 * GIB;
    const clock = createPhaseClock(() => peak);
    await clock.time('scan', async () => {
      peak = 0.5 * GIB;
    });
    peak = 0.6 * GIB;
    expect(clock.summary()).toMatch(/ · peak memory 0\.60 GiB$/);
  });

  it("adds up a phase's time over its runs", async () => {
    const clock = createPhaseClock(() => 0);
    await clock.time('compress', async () => undefined);
    await clock.time('compress', async () => undefined);
    expect(clock.summary()).toMatch(
      /^compress \d+\.\d s \(\d+\.\d s CPU\) · peak memory 0\.00 GiB$/,
    );
  });

  it('gives the CPU time the process used during each phase, added up over its runs', async () => {
    let cpuMs = 0;
    const clock = createPhaseClock(
      () => 0,
      () => cpuMs,
    );
    await clock.time('scan', async () => {
      cpuMs += 2_500;
    });
    cpuMs += 10_000;
    await clock.time('prerender', async () => {
      cpuMs += 1_200;
    });
    await clock.time('scan', async () => {
      cpuMs += 300;
    });
    expect(clock.summary()).toMatch(
      /^scan \d+\.\d s \(2\.8 s CPU\) · prerender \d+\.\d s \(1\.2 s CPU\) · peak memory/,
    );
  });

  it("measures the process's own peak by default", async () => {
    const clock = createPhaseClock();
    await clock.time('scan', async () => undefined);
    const [, gib] = /peak memory (\d+\.\d+) GiB/.exec(clock.summary()) ?? [];
    expect(Number(gib)).toBeGreaterThan(0);
  });
});
