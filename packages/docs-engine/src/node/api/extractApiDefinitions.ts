import { statSync } from 'node:fs';
import path from 'node:path';
import { BuildError } from '../../shared/BuildError.ts';
import type { ApiDefinitions } from '../../shared/types.ts';
import { displayPath } from '../pages/scanSite.ts';
import { readCachedDefinitions, writeCachedDefinitions } from './apiCache.ts';

export interface ExtractApiOptions {
  /** Where parsed definitions are kept between builds; default `node_modules/.cache/docs-engine`. */
  cacheDir?: string;
}

export interface ExtractedApi {
  definitions: ApiDefinitions;
  /** Every file the definitions were read from, which the dev server watches. */
  files: string[];
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
  return (await extractApi(entryFile, options)).definitions;
}

/** As extractApiDefinitions, with the files the definitions were read from. */
export async function extractApi(
  entryFile: string,
  options: ExtractApiOptions = {},
): Promise<ExtractedApi> {
  const entry = path.resolve(entryFile);
  // TypeScript takes a missing root file for an empty program: every table would say its
  // component is not found, with nothing to tell why.
  if (!statSync(entry, { throwIfNoEntry: false })?.isFile()) {
    throw new BuildError(
      'API_ENTRY',
      displayPath(entry),
      'not found: apiParser.entryFile names the file that exports the components',
    );
  }
  const cacheDir = path.resolve(
    options.cacheDir ?? path.join('node_modules', '.cache', 'docs-engine'),
  );
  const cached = await readCachedDefinitions(cacheDir, entry);
  if (cached) return cached;
  // The TypeScript compiler loads only when the definitions are read: 0.7 s of every build.
  const { readApiDefinitions } = await import('./readApiDefinitions.ts');
  const { definitions, files } = readApiDefinitions(entry);
  await writeCachedDefinitions(cacheDir, entry, files, definitions);
  return { definitions, files };
}
