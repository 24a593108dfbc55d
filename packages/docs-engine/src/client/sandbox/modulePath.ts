/** Posix path arithmetic for the browser, where node:path does not exist. */

/** Resolves '.' and '..' segments: 'src/a/../b.ts' → 'src/b.ts'. A '..' past the root is dropped. */
export function normalizePath(file: string): string {
  const parts: string[] = [];
  for (const part of file.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

export function dirname(file: string): string {
  return file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '';
}

/** The import specifier that leads from `fromFile` to `toFile`: ('src/App.tsx', 'vendor/x.ts') → '../vendor/x.ts'. */
export function relativeSpecifier(fromFile: string, toFile: string): string {
  const from = dirname(fromFile).split('/').filter(Boolean);
  const to = toFile.split('/');
  let shared = 0;
  while (shared < from.length && shared < to.length - 1 && from[shared] === to[shared]) shared += 1;
  const up = from.slice(shared).map(() => '..');
  const path = [...up, ...to.slice(shared)].join('/');
  return up.length > 0 ? path : `./${path}`;
}
