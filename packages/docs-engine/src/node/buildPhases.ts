/** Wall time of each phase of a build, in the order the phases ran, and where memory peaked. */
export interface PhaseClock {
  time<T>(phase: string, work: () => Promise<T>): Promise<T>;
  /**
   * One line for the build's output, e.g. `scan 1.2 s · bundle 30.0 s · prerender 10.0 s · peak
   * memory 0.84 GiB (bundle)`: the process's peak, its threads' with it, and the phase that
   * reached it.
   */
  summary(): string;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const gibibytes = (bytes: number) => `${(bytes / 2 ** 30).toFixed(2)} GiB`;

/** The process's peak resident memory so far, in bytes. */
const defaultPeakMemory = () => process.resourceUsage().maxRSS * 1024;

export function createPhaseClock(peakMemory: () => number = defaultPeakMemory): PhaseClock {
  const phases = new Map<string, number>();
  /** The last phase in which the peak rose, and the peak then. */
  let peakReached: { phase: string; bytes: number } | undefined;
  return {
    async time(phase, work) {
      const started = performance.now();
      const peakBefore = peakMemory();
      try {
        return await work();
      } finally {
        phases.set(phase, (phases.get(phase) ?? 0) + performance.now() - started);
        const peakAfter = peakMemory();
        if (peakAfter > peakBefore) peakReached = { phase, bytes: peakAfter };
      }
    },
    summary() {
      const times = [...phases].map(([phase, ms]) => `${phase} ${seconds(ms)}`);
      const peak = peakMemory();
      // A peak reached between phases is not put down to the phase before.
      const reached = peakReached?.bytes === peak ? ` (${peakReached.phase})` : '';
      return [...times, `peak memory ${gibibytes(peak)}${reached}`].join(' · ');
    },
  };
}
