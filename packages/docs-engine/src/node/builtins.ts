import { fileURLToPath } from 'node:url';

const builtin = (name: string) =>
  fileURLToPath(new URL(`../theme/builtins/${name}/index.tsx`, import.meta.url));

/**
 * Components a page may use without importing them. A site adds its own through the theme; each
 * page imports only those it uses.
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
