import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createStaticServer } from '@drawer/docs-engine';
import { SITE_DIST } from './paths.ts';

export interface ServedSite {
  origin: string;
  close(): Promise<void>;
}

/**
 * Serves the production build with the engine's own server (directory indexes, gzip, a real 404),
 * as a host would; `vite preview` would not. Port 0: runs never clash with a colleague's server.
 * `handle` answers extra requests first (the search benchmark's data). A build that must know its own
 * address (its `hostname`) is served on the `port` it was built for.
 */
export async function serveSite(
  handle?: (request: IncomingMessage, response: ServerResponse) => Promise<boolean>,
  root = SITE_DIST,
  port = 0,
): Promise<ServedSite> {
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new Error(
      `${path.relative(process.cwd(), root)} has no build: run \`npm run build\` first`,
    );
  }
  const server = createStaticServer({ root, base: '/', ...(handle ? { handle } : {}) });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const address = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise((resolve) => {
        // Keep-alive connections from the browser would otherwise hold the server open.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
