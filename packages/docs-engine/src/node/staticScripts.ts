import type { Manifest } from 'vite';

/**
 * The script files of manifest entries and of every chunk they import statically, transitively:
 * what the browser must fetch before the first of them can run. Keys the manifest lacks (a
 * locale with no chunk of its own) add nothing.
 */
export function staticScripts(manifest: Manifest, keys: string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...files];
}
