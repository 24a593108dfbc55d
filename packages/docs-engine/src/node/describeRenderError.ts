/**
 * The error behind a wrapper: a page chunk that failed to import is reported by the client as
 * `ChunkLoadError: Loading chunk demo/motion failed`, with what the module threw as its cause.
 */
export function rootCause(error: unknown): unknown {
  let current = error;
  while (current instanceof Error && current.cause !== undefined) current = current.cause;
  return current;
}

/** The stack (or message) of the error behind any wrappers. */
export function causeText(error: unknown): string {
  const cause = rootCause(error);
  if (!(cause instanceof Error)) return String(cause);
  return cause.stack ?? `${cause.name}: ${cause.message}`;
}

/**
 * The demo an error was thrown in, read from its stack: the server bundle is built with source
 * maps, so the stack names the original files. The frame nearest the throw wins.
 */
export function demoOfError<T extends { entryFile: string }>(
  error: unknown,
  demos: T[],
): T | undefined {
  const stack = causeText(error);
  const positions = demos
    .map((demo) => ({ demo, at: stack.indexOf(demo.entryFile) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at);
  return positions[0]?.demo;
}
