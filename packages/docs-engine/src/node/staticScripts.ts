import type { Manifest, ManifestChunk } from 'vite';

/**
 * The chunks of manifest entries and every chunk they import statically, transitively: what the
 * browser must have before the first of them can run. Keys the manifest lacks (a locale with no
 * chunk of its own) add nothing.
 */
function staticClosure(manifest: Manifest, keys: string[]): ManifestChunk[] {
  const seen = new Map<string, ManifestChunk>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.set(key, chunk);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...seen.values()];
}

/** The script files of manifest entries and of every chunk they import statically. */
export function staticScripts(manifest: Manifest, keys: string[]): string[] {
  return [...new Set(staticClosure(manifest, keys).map((chunk) => chunk.file))];
}

/** The stylesheets a manifest entry brings, with those of every chunk it imports statically. */
export function staticStyles(manifest: Manifest, key: string): string[] {
  return [...new Set(staticClosure(manifest, [key]).flatMap((chunk) => chunk.css ?? []))];
}

/**
 * The stylesheet the bundler made of a shared chunk group that holds stylesheets only (see
 * chunkGroups.ts): such a chunk has no script and no name in the manifest, only its file,
 * `<name>-<hash>.css`.
 */
export function groupStylesheets(manifest: Manifest, name: string): string[] {
  const file = new RegExp(`(^|/)${name}-[\\w-]+\\.css$`);
  return Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((path) => file.test(path));
}
