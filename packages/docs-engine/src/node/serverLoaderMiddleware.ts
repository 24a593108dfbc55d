import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { parseRequestPath } from './server/requestPath.ts';
import { runServerLoader, SERVER_LOADER_PATH, ServerLoaderTimeout } from './serverLoader.ts';

export interface ServerLoaderEndpoint {
  base: string;
  /** The loader file of a route id, or undefined when the route has none. */
  loaderFile(route: string): string | undefined;
  timeoutMs: number;
  /** Where a failing loader's details go; the client is told only that it failed. */
  log?: (message: string) => void;
}

const logToStderr = (message: string) => console.error(message);

/**
 * Answers `GET <base>__serverLoader?route=<id>&url=<address>` with the loader's data as JSON, for
 * client-side navigation to a page that has a server loader. Returns false for other requests.
 * Reads `originalUrl` when there is one: Vite strips the base from `url` in dev.
 */
export async function handleServerLoader(
  request: IncomingMessage & { originalUrl?: string },
  response: ServerResponse,
  { base, loaderFile, timeoutMs, log = logToStderr }: ServerLoaderEndpoint,
): Promise<boolean> {
  const target = parseRequestPath(request.originalUrl ?? request.url, base);
  if (target.kind !== 'site' || target.page !== `/${SERVER_LOADER_PATH}`) return false;
  const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
    const json = JSON.stringify(body);
    response.writeHead(status, {
      ...headers,
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(json)),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    response.end(request.method === 'HEAD' ? undefined : json);
  };
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    send(405, { error: 'Server loaders answer GET and HEAD only' }, { Allow: 'GET, HEAD' });
    return true;
  }
  const query = new URLSearchParams(target.query);
  const route = query.get('route') ?? '';
  const url = query.get('url') ?? '/';
  const file = loaderFile(route);
  if (!file) {
    send(404, { error: 'No server loader for this route' });
    return true;
  }
  const displayFile = path.relative(process.cwd(), file);
  try {
    send(200, { data: await runServerLoader(file, { route, url }, displayFile, timeoutMs) });
  } catch (error) {
    const timedOut = error instanceof ServerLoaderTimeout;
    log(
      `docs-engine: server loader of route ${JSON.stringify(route)} ${timedOut ? 'timed out' : 'failed'}: ${
        error instanceof Error ? (error.stack ?? error.message) : String(error)
      }`,
    );
    if (timedOut) send(504, { error: 'The server loader did not answer in time' });
    else send(500, { error: 'The server loader failed' });
  }
  return true;
}
