import type * as Acorn from 'acorn';
import type { ComponentType } from 'react';
import type * as Sucrase from 'sucrase';
import { createLoopGuard, insertLoopGuards, LOOP_GUARD } from './loopGuard.ts';

/**
 * Runs a demo compiled to CommonJS. `require` serves only the modules the demo imported at build
 * time (its `context`), so an edit cannot reach anything the page did not already load. Loops
 * in the code call the loop guard (see insertLoopGuards), which stops one that never ends.
 */
export function evaluateDemo(js: string, context: Record<string, unknown>): ComponentType {
  const require = (specifier: string): unknown => {
    if (!(specifier in context)) throw new Error(`Cannot find module: ${specifier}`);
    // A namespace object lacks __esModule, without which the compiled code would wrap it again
    // and `import X from './x'` would get the namespace instead of its default export.
    return { __esModule: true, ...(context[specifier] as object) };
  };
  const module: { exports: Record<string, unknown> } = { exports: {} };
  new Function('module', 'exports', 'require', LOOP_GUARD, js)(
    module,
    module.exports,
    require,
    createLoopGuard(),
  );
  const component = module.exports.default;
  if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
    throw new Error('The demo has no default export: export default the component to show.');
  }
  return component as ComponentType;
}

/**
 * Loads the compiler (sucrase) and the parser that finds the loops to guard (acorn) only now:
 * they are needed once someone edits, never on a page load.
 */
export async function loadCompiler(): Promise<{
  transform: typeof Sucrase.transform;
  parse: typeof Acorn.parse;
}> {
  const [sucrase, acorn] = await Promise.all([import('sucrase'), import('acorn')]);
  return { transform: sucrase.transform, parse: acorn.parse };
}

/** Compiles edited demo source (TypeScript, JSX) and evaluates it; throws compile and run errors. */
export async function compileDemo(
  code: string,
  context: Record<string, unknown>,
): Promise<ComponentType> {
  const { transform, parse } = await loadCompiler();
  const { code: js } = transform(code, {
    transforms: ['typescript', 'jsx', 'imports'],
    jsxRuntime: 'automatic',
    production: true,
  });
  return evaluateDemo(insertLoopGuards(js, parse), context);
}
