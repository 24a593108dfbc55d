/** Wall time of each phase of a build, in the order the phases ran. */
export interface PhaseClock {
  time<T>(phase: string, work: () => Promise<T>): Promise<T>;
  /** One line for the build's output, e.g. `scan 1.2 s · bundle 30.0 s · prerender 10.0 s`. */
  summary(): string;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export function createPhaseClock(): PhaseClock {
  const phases = new Map<string, number>();
  return {
    async time(phase, work) {
      const started = performance.now();
      try {
        return await work();
      } finally {
        phases.set(phase, (phases.get(phase) ?? 0) + performance.now() - started);
      }
    },
    summary: () => [...phases].map(([phase, ms]) => `${phase} ${seconds(ms)}`).join(' · '),
  };
}
