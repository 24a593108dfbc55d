import path from 'node:path';
import type { ApiDefinitions } from '../../shared/types.ts';
import { readCachedDefinitions, writeCachedDefinitions } from './apiCache.ts';

export interface ExtractApiOptions {
  /** Where parsed definitions are kept between builds; default `node_modules/.cache/docs-engine`. */
  cacheDir?: string;
}

/**
 * The props of every component the entry file exports, keyed by component name (the default
 * export under its declared name, e.g. 'Drawer'). Type checking a component library takes a few
 * seconds, so the result is cached on disk until one of the files it was read from changes.
 */
export async function extractApiDefinitions(
  entryFile: string,
  options: ExtractApiOptions = {},
): Promise<ApiDefinitions> {
  const entry = path.resolve(entryFile);
  const cacheDir = path.resolve(
    options.cacheDir ?? path.join('node_modules', '.cache', 'docs-engine'),
  );
  const cached = await readCachedDefinitions(cacheDir, entry);
  if (cached) return cached;
  // The TypeScript compiler loads only when the definitions are read: 0.7 s of every build.
  const { readApiDefinitions } = await import('./readApiDefinitions.ts');
  const { definitions, files } = readApiDefinitions(entry);
  await writeCachedDefinitions(cacheDir, entry, files, definitions);
  return definitions;
}
