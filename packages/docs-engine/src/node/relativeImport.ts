import path from 'node:path';

/** The specifier a module at `from` imports a module at `to` by: both paths in the output. */
export function relativeImport(from: string, to: string): string {
  const relative = path.posix.relative(path.posix.dirname(from), to);
  return relative.startsWith('.') ? relative : `./${relative}`;
}
