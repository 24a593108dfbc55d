import { Agent, request } from 'node:http';

export interface LoadTarget {
  path: string;
  /** The status a correct answer has (the not-found page answers 404). */
  status: number;
  headers?: Record<string, string>;
}

export interface LoadResult {
  requests: number;
  /** Requests that failed: a network error or an unexpected status. */
  errors: number;
  /** The first few failures, to say what went wrong. */
  failures: string[];
  latenciesMs: number[];
  seconds: number;
}

/**
 * Loads a server with `connections` keep-alive connections, each sending the targets in turn,
 * one request at a time, until `durationMs` has passed: a closed loop, so the rate measured is the
 * rate the server sustains.
 */
export async function runLoad(options: {
  origin: string;
  targets: LoadTarget[];
  connections: number;
  durationMs: number;
}): Promise<LoadResult> {
  const { origin, targets, connections, durationMs } = options;
  const { hostname, port } = new URL(origin);
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latenciesMs: number[] = [];
  const failures: string[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + durationMs;

  const send = (target: LoadTarget) =>
    new Promise<void>((resolve) => {
      const sent = performance.now();
      const fail = (reason: string) => {
        errors += 1;
        if (failures.length < 5) failures.push(`${target.path}: ${reason}`);
        resolve();
      };
      const outgoing = request(
        { agent, hostname, port, path: target.path, headers: target.headers },
        (response) => {
          response.resume();
          response.on('error', (error) => fail(error.message));
          response.on('end', () => {
            latenciesMs.push(performance.now() - sent);
            if (response.statusCode === target.status) resolve();
            else fail(`status ${response.statusCode} instead of ${target.status}`);
          });
        },
      );
      outgoing.on('error', (error) => fail(error.message));
      outgoing.end();
    });

  const connection = async (offset: number) => {
    for (let index = offset; performance.now() < deadline; index += 1) {
      await send(targets[index % targets.length] as LoadTarget);
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, offset) => connection(offset)));
  agent.destroy();
  return {
    requests: latenciesMs.length + errors,
    errors,
    failures,
    latenciesMs,
    seconds: (performance.now() - started) / 1000,
  };
}
