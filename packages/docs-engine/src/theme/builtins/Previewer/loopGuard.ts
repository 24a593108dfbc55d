import type { Node, Options, Program } from 'acorn';

/** The name compiled demo code calls its loop guard by. */
export const LOOP_GUARD = '__docsEngineLoopGuard';

/** How long one synchronous run of edited code may take before a loop in it is stopped. */
export const LOOP_TIME_LIMIT_MS = 1000;

/** Reading the clock on every iteration would slow tight loops; every this many is enough. */
const CHECK_EVERY = 256;

const LOOPS = new Set([
  'ForStatement',
  'ForInStatement',
  'ForOfStatement',
  'WhileStatement',
  'DoWhileStatement',
]);

type Parse = (input: string, options: Options) => Program;

function visitNodes(node: Node, enter: (node: Node) => void): void {
  enter(node);
  for (const value of Object.values(node) as unknown[]) {
    for (const child of Array.isArray(value) ? (value as unknown[]) : [value]) {
      if (child !== null && typeof child === 'object' && typeof (child as Node).type === 'string')
        visitNodes(child as Node, enter);
    }
  }
}

/**
 * Makes every loop of compiled JavaScript call the guard first thing in its body, so that a loop
 * that never ends (`while (true) {}` typed into the live editor) can be stopped instead of
 * freezing the tab. `parse` is acorn's, loaded with the compiler on the first edit.
 */
export function insertLoopGuards(js: string, parse: Parse): string {
  const program = parse(js, {
    ecmaVersion: 'latest',
    sourceType: 'script',
    allowReturnOutsideFunction: true,
  });
  const edits: { at: number; text: string }[] = [];
  const call = `${LOOP_GUARD}();`;
  visitNodes(program, (node) => {
    if (!LOOPS.has(node.type)) return;
    const { body } = node as Node & { body: Node };
    if (body.type === 'BlockStatement') {
      edits.push({ at: body.start + 1, text: call });
    } else {
      edits.push({ at: body.start, text: `{${call}` }, { at: body.end, text: '}' });
    }
  });
  // From the end backwards, so each position still points where it did in the original.
  edits.sort((a, b) => b.at - a.at);
  let guarded = js;
  for (const { at, text } of edits) guarded = guarded.slice(0, at) + text + guarded.slice(at);
  return guarded;
}

export class RunawayLoopError extends Error {
  override name = 'RunawayLoopError';
  constructor(limitMs: number) {
    super(
      `Stopped a loop that ran for more than ${limitMs / 1000} s without a break: the edited code may loop forever.`,
    );
  }
}

/**
 * The guard compiled loops call. A run is everything that happens before the browser gets the
 * thread back (the microtask queue runs only after it): once a run has gone on for `limitMs`,
 * every loop in it throws, so nested loops and a loop around a try/catch end too.
 */
export function createLoopGuard(
  limitMs = LOOP_TIME_LIMIT_MS,
  now: () => number = () => performance.now(),
): () => void {
  let run: { started: number; iterations: number; stopped: boolean } | undefined;
  return () => {
    if (run === undefined) {
      run = { started: now(), iterations: 0, stopped: false };
      queueMicrotask(() => {
        run = undefined;
      });
    }
    run.iterations += 1;
    if (!run.stopped && run.iterations % CHECK_EVERY === 0 && now() - run.started > limitMs) {
      run.stopped = true;
    }
    if (run.stopped) throw new RunawayLoopError(limitMs);
  };
}
