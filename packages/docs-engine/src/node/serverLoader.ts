import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { BuildError } from '../shared/BuildError.ts';

/** The path every server loader is reached at, under the site's base. */
export const SERVER_LOADER_PATH = '__serverLoader';

export interface ServerLoaderArgs {
  /** Route id of the page, e.g. 'demo/base'. */
  route: string;
  /** The address being rendered, path and query, e.g. '/demo/base?tab=api'. */
  url: string;
}

/** A page `docs/x.md` has a server loader when `docs/x.loader.ts` exists beside it. */
export function serverLoaderFile(pageFile: string): string | undefined {
  const file = pageFile.replace(/\.md$/, '.loader.ts');
  return existsSync(file) ? file : undefined;
}

/**
 * Runs a page's server loader. Its default export receives the route and address and returns
 * JSON-serialisable data, which the page receives as `loaderData`.
 */
export async function runServerLoader(
  file: string,
  args: ServerLoaderArgs,
  displayFile: string,
): Promise<unknown> {
  const module = (await import(`${pathToFileURL(file).href}?t=${Date.now()}`)) as {
    default?: unknown;
  };
  if (typeof module.default !== 'function') {
    throw new BuildError(
      'SERVER_LOADER',
      displayFile,
      'a server loader must export default an (async) function',
    );
  }
  const data: unknown = await (module.default as (args: ServerLoaderArgs) => unknown)(args);
  // What cannot be sent as JSON would arrive changed in the browser: refuse it here.
  JSON.stringify(data);
  return data;
}
