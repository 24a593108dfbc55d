import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { BuildError } from '../shared/BuildError.ts';
import { importSiteModule } from './siteModule.ts';

/** The path every server loader is reached at, under the site's base. */
export const SERVER_LOADER_PATH = '__serverLoader';

/** How long a loader may run when the config does not say. */
export const DEFAULT_SERVER_LOADER_TIMEOUT = 10_000;

export interface ServerLoaderArgs {
  /** Route id of the page, e.g. 'demo/base'. */
  route: string;
  /** The address being rendered, path and query, e.g. '/demo/base?tab=api'. */
  url: string;
  /** Aborted when the time limit is reached: pass it on to fetch or a database client. */
  signal: AbortSignal;
}

/** A loader that did not answer within its time limit. */
export class ServerLoaderTimeout extends Error {
  override name = 'ServerLoaderTimeout';
}

/** A page `docs/x.md` has a server loader when `docs/x.loader.ts` exists beside it. */
export function serverLoaderFile(pageFile: string): string | undefined {
  const file = pageFile.replace(/\.md$/, '.loader.ts');
  return existsSync(file) ? file : undefined;
}

type Loader = (args: ServerLoaderArgs) => unknown;

/**
 * Each loader file's module, by the version of the file it was imported from. Node keeps every
 * module it imported for good, so a file is imported again only when it changed (in dev): once
 * per version, never per request.
 */
const imported = new Map<string, { version: string; module: Promise<{ default?: unknown }> }>();

async function importLoader(file: string, displayFile: string): Promise<Loader> {
  const { mtimeMs, size } = await stat(file);
  const version = `${mtimeMs}-${size}`;
  let entry = imported.get(file);
  if (entry?.version !== version) {
    entry = { version, module: importSiteModule(file, version) };
    imported.set(file, entry);
  }
  const module = await entry.module.catch((error: unknown) => {
    // A failed import is not kept: the next request tries again (the author may be fixing it).
    if (imported.get(file) === entry) imported.delete(file);
    throw error;
  });
  if (typeof module.default !== 'function') {
    throw new BuildError(
      'SERVER_LOADER',
      displayFile,
      'a server loader must export default an (async) function',
    );
  }
  return module.default as Loader;
}

/**
 * Runs a page's server loader. Its default export receives the route and address and returns
 * JSON-serialisable data, which the page receives as `loaderData`. A loader that has not answered
 * after `timeoutMs` rejects with ServerLoaderTimeout, its signal aborted.
 */
export async function runServerLoader(
  file: string,
  args: Omit<ServerLoaderArgs, 'signal'>,
  displayFile: string,
  timeoutMs = DEFAULT_SERVER_LOADER_TIMEOUT,
): Promise<unknown> {
  const loader = await importLoader(file, displayFile);
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new ServerLoaderTimeout(
        `${displayFile}: the server loader did not answer within ${timeoutMs} ms`,
      );
      // Settled first, so a loader that gives up on the abort does not win the race.
      reject(error);
      controller.abort(error);
    }, timeoutMs);
  });
  try {
    const data: unknown = await Promise.race([
      Promise.resolve(loader({ ...args, signal: controller.signal })),
      timeout,
    ]);
    // What cannot be sent as JSON would arrive changed in the browser: refuse it here.
    JSON.stringify(data);
    return data;
  } finally {
    clearTimeout(timer);
  }
}
