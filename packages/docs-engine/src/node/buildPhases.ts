/**
 * Wall and CPU time of each phase of a build, in the order the phases ran, and where memory
 * peaked.
 */
export interface PhaseClock {
  time<T>(phase: string, work: () => Promise<T>): Promise<T>;
  /**
   * One line for the build's output, e.g. `scan 1.2 s (2.3 s CPU) · bundle 30.0 s (41.5 s CPU) ·
   * peak memory 0.84 GiB (bundle)`: the CPU time of the whole process (every thread, the
   * bundler's and libuv's too) while the phase ran, which tells work from waiting on a machine
   * with few cores; the process's peak memory, its threads' with it, and the phase that reached
   * it.
   */
  summary(): string;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const gibibytes = (bytes: number) => `${(bytes / 2 ** 30).toFixed(2)} GiB`;

/** The process's peak resident memory so far, in bytes. */
const defaultPeakMemory = () => process.resourceUsage().maxRSS * 1024;

/** The CPU time the process has used so far, every thread's, in milliseconds. */
const defaultCpuTime = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

export function createPhaseClock(
  peakMemory: () => number = defaultPeakMemory,
  cpuTime: () => number = defaultCpuTime,
): PhaseClock {
  const phases = new Map<string, { ms: number; cpuMs: number }>();
  /** The last phase in which the peak rose, and the peak then. */
  let peakReached: { phase: string; bytes: number } | undefined;
  return {
    async time(phase, work) {
      const started = performance.now();
      const cpuStarted = cpuTime();
      const peakBefore = peakMemory();
      try {
        return await work();
      } finally {
        const before = phases.get(phase) ?? { ms: 0, cpuMs: 0 };
        phases.set(phase, {
          ms: before.ms + performance.now() - started,
          cpuMs: before.cpuMs + cpuTime() - cpuStarted,
        });
        const peakAfter = peakMemory();
        if (peakAfter > peakBefore) peakReached = { phase, bytes: peakAfter };
      }
    },
    summary() {
      const times = [...phases].map(
        ([phase, { ms, cpuMs }]) => `${phase} ${seconds(ms)} (${seconds(cpuMs)} CPU)`,
      );
      const peak = peakMemory();
      // A peak reached between phases is not put down to the phase before.
      const reached = peakReached?.bytes === peak ? ` (${peakReached.phase})` : '';
      return [...times, `peak memory ${gibibytes(peak)}${reached}`].join(' · ');
    },
  };
}
