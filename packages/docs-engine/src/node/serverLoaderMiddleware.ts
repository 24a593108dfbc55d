import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SiteState } from './siteState.ts';
import { runServerLoader, SERVER_LOADER_PATH } from './serverLoader.ts';

/**
 * Answers `GET <base>__serverLoader?route=<id>&url=<address>` with the loader's data as JSON, for
 * client-side navigation to a page that has a server loader. Returns false for other requests.
 */
export async function handleServerLoader(
  request: IncomingMessage,
  response: ServerResponse,
  base: string,
  state: () => SiteState,
): Promise<boolean> {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.pathname !== `${base}${SERVER_LOADER_PATH}`) return false;
  const route = url.searchParams.get('route') ?? '';
  const address = url.searchParams.get('url') ?? '/';
  const loader = state().serverLoaders.get(route);
  const send = (status: number, body: unknown) => {
    response.writeHead(status, {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
    });
    response.end(JSON.stringify(body));
  };
  if (!loader) {
    send(404, { error: `No server loader for the route ${JSON.stringify(route)}` });
    return true;
  }
  try {
    send(200, {
      data: await runServerLoader(loader.file, { route, url: address }, loader.displayFile),
    });
  } catch (error) {
    send(500, { error: error instanceof Error ? error.message : String(error) });
  }
  return true;
}
