/**
 * Tells when a server has had nothing to answer for a while: work that would compete with a
 * reader's page for the CPU (the dev server's warm-up for later pages) waits for it.
 */
export interface QuietPeriod {
  /** A request came: the quiet counts again from when it has been answered (`done`). */
  noteRequest(): { done(): void };
  /**
   * Resolves with true once `ms` have passed with no request coming or under way (counted from
   * the call at the earliest), with false if stopped first.
   */
  whenQuiet(): Promise<boolean>;
  /** Ends every wait at once, with false: the server is closing. */
  stop(): void;
}

export function createQuietPeriod({ ms }: { ms: number }): QuietPeriod {
  let lastActivity = 0;
  let underWay = 0;
  let stopped = false;
  const waiting = new Set<(quiet: boolean) => void>();
  let timer: NodeJS.Timeout | undefined;

  const check = () => {
    timer = undefined;
    const remaining = underWay > 0 ? ms : lastActivity + ms - performance.now();
    if (remaining > 0) {
      arm(remaining);
      return;
    }
    for (const resolve of waiting) resolve(true);
    waiting.clear();
  };
  const arm = (delay: number) => {
    timer ??= setTimeout(check, delay);
    // A wait never keeps the process alive.
    timer.unref();
  };

  return {
    noteRequest() {
      lastActivity = performance.now();
      underWay += 1;
      let answered = false;
      return {
        done() {
          if (answered) return;
          answered = true;
          underWay -= 1;
          lastActivity = performance.now();
        },
      };
    },
    whenQuiet() {
      if (stopped) return Promise.resolve(false);
      lastActivity = Math.max(lastActivity, performance.now());
      return new Promise((resolve) => {
        waiting.add(resolve);
        arm(ms);
      });
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      for (const resolve of waiting) resolve(false);
      waiting.clear();
    },
  };
}
