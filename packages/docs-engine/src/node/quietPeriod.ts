/**
 * Tells when a server has had nothing to answer for a while: work that would compete with a
 * reader's page for the CPU (the dev server's warm-up for later pages) waits for it, though not
 * for longer than `atMostMs` under a steady stream of requests.
 */
export interface QuietPeriod {
  /** A request came: the quiet counts again from when it has been answered (`done`). */
  noteRequest(): { done(): void };
  /**
   * Resolves with true once `ms` have passed with no request coming or under way (counted from
   * the call at the earliest) or `atMostMs` since the call, with false if stopped first.
   */
  whenQuiet(): Promise<boolean>;
  /** Ends every wait at once, with false: the server is closing. */
  stop(): void;
}

interface Wait {
  resolve: (quiet: boolean) => void;
  deadline: number;
}

export function createQuietPeriod({ ms, atMostMs }: { ms: number; atMostMs: number }): QuietPeriod {
  let lastActivity = 0;
  let underWay = 0;
  let stopped = false;
  const waits = new Set<Wait>();
  let timer: NodeJS.Timeout | undefined;

  const check = () => {
    timer = undefined;
    const now = performance.now();
    const quietAt = underWay > 0 ? now + ms : lastActivity + ms;
    for (const wait of waits) {
      if (now < quietAt && now < wait.deadline) continue;
      waits.delete(wait);
      wait.resolve(true);
    }
    if (waits.size === 0) return;
    const deadlines = [...waits].map((wait) => wait.deadline);
    arm(Math.min(quietAt, ...deadlines) - now);
  };
  const arm = (delay: number) => {
    timer ??= setTimeout(check, Math.max(0, delay));
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
      const now = performance.now();
      lastActivity = Math.max(lastActivity, now);
      return new Promise((resolve) => {
        waits.add({ resolve, deadline: now + atMostMs });
        arm(ms);
      });
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      for (const wait of waits) wait.resolve(false);
      waits.clear();
    },
  };
}
