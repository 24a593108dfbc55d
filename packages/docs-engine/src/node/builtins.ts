import { fileURLToPath } from 'node:url';

const builtin = (name: string) =>
  fileURLToPath(new URL(`../theme/builtins/${name}/index.tsx`, import.meta.url));

/**
 * Components a page may use without importing them: the default theme's. A page imports any other
 * component itself, with an `import` line in the page; each page's chunk imports only the builtins
 * it uses.
 */
export function defaultBuiltins(): Record<string, string> {
  return {
    Previewer: builtin('Previewer'),
    SourceCode: builtin('SourceCode'),
    Container: builtin('Container'),
    API: builtin('API'),
    Badge: builtin('Badge'),
  };
}

/**
 * The demo box's code panel, a chunk of its own loaded when a reader first shows the code: a demo
 * with `defaultShowCode` is prerendered with it, so such a page carries the panel's styles.
 */
export const CODE_PANEL = fileURLToPath(
  new URL('../theme/builtins/Previewer/CodePanel.tsx', import.meta.url),
);
