/**
 * Matches the specifier of `import x from 'a'`, `export * from 'a'`, `import 'a'` and
 * `import('a')`. Demo code is small and written by the site's authors, so a pattern is enough;
 * a lookalike inside a string literal would be rewritten too, which is harmless for a sandbox.
 */
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"\n]+)\2/g;

/** Replaces each import specifier for which `rewrite` returns a new one. */
export function rewriteImports(
  code: string,
  rewrite: (specifier: string) => string | undefined,
): string {
  return code.replace(SPECIFIER, (match, before: string, quote: string, specifier: string) => {
    const replacement = rewrite(specifier);
    return replacement === undefined ? match : `${before}${quote}${replacement}${quote}`;
  });
}
