import type { Page } from 'playwright-core';

/**
 * tsx compiles with esbuild's keepNames, which wraps named inner functions in a `__name(...)`
 * helper that exists only in Node. Functions sent to the page as source text get a no-op one.
 */
const NAME_HELPER = 'const __name = (target) => target;';

/** An init script from a typed function that takes nothing and closes over nothing. */
export function browserScript(fn: () => void): { content: string } {
  return { content: `(() => { ${NAME_HELPER} (${fn.toString()})(); })();` };
}

/** An expression that calls `fn` (compiled by tsx) with `arg`, which must be JSON. */
export function browserCall<Arg, Result>(fn: (arg: Arg) => Result, arg: Arg): string {
  return `(() => { ${NAME_HELPER} return (${fn.toString()})(${JSON.stringify(arg)}); })()`;
}

/** `page.evaluate(fn, arg)` for functions compiled by tsx; `arg` must be JSON. */
export async function evaluateInPage<Arg, Result>(
  page: Page,
  fn: (arg: Arg) => Result | Promise<Result>,
  arg: Arg,
): Promise<Result> {
  return (await page.evaluate(browserCall(fn, arg))) as Result;
}
