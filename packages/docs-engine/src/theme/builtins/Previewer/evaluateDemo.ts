import type { ComponentType } from 'react';
import type * as Sucrase from 'sucrase';

/**
 * Runs a demo compiled to CommonJS. `require` serves only the modules the demo imported at build
 * time (its `context`), so an edit cannot reach anything the page did not already load.
 */
export function evaluateDemo(js: string, context: Record<string, unknown>): ComponentType {
  const require = (specifier: string): unknown => {
    if (!(specifier in context)) throw new Error(`Cannot find module: ${specifier}`);
    // A namespace object lacks __esModule, without which the compiled code would wrap it again
    // and `import X from './x'` would get the namespace instead of its default export.
    return { __esModule: true, ...(context[specifier] as object) };
  };
  const module: { exports: Record<string, unknown> } = { exports: {} };
  new Function('module', 'exports', 'require', js)(module, module.exports, require);
  const component = module.exports.default;
  if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
    throw new Error('The demo has no default export: export default the component to show.');
  }
  return component as ComponentType;
}

/** Loads sucrase only now: it is needed once someone edits, never on a page load. */
export function loadCompiler(): Promise<typeof Sucrase> {
  return import('sucrase');
}

/** Compiles edited demo source (TypeScript, JSX) and evaluates it; throws compile and run errors. */
export async function compileDemo(
  code: string,
  context: Record<string, unknown>,
): Promise<ComponentType> {
  const { transform } = await loadCompiler();
  const { code: js } = transform(code, {
    transforms: ['typescript', 'jsx', 'imports'],
    jsxRuntime: 'automatic',
    production: true,
  });
  return evaluateDemo(js, context);
}
