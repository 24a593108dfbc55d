import { readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { COMPRESSIBLE, MIME_TYPES } from './mimeTypes.ts';
import { resolveFile } from './resolveFile.ts';

export interface StaticServerOptions {
  /** The build output folder. */
  root: string;
  base: string;
  port: number;
  host?: string;
  /** Answers dynamic requests (server loaders) first; resolves true when it did. */
  handle?: (request: IncomingMessage, response: ServerResponse) => Promise<boolean>;
}

/** Hashed file names never change content, so browsers may keep them for a year. */
const IMMUTABLE = /\/assets\/.+-[\w-]{8,}\.\w+$/;

/**
 * Serves a built site the way a static host does: directory indexes, the 404 page with status
 * 404, gzip for text, long-lived caching for hashed assets, and nothing outside the folder.
 */
export function createStaticServer({
  root,
  base,
  handle,
}: Omit<StaticServerOptions, 'port' | 'host'>): Server {
  const gzipped = new Map<string, Buffer>();
  const absoluteRoot = path.resolve(root);
  return createServer(async (request, response) => {
    if (handle && (await handle(request, response))) return;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const url = new URL(request.url ?? '/', 'http://localhost');
    const file = resolveFile(absoluteRoot, base, url.pathname);
    const status = file ? 200 : 404;
    const served = file ?? path.join(absoluteRoot, '404.html');
    let body: Buffer;
    try {
      body = readFileSync(served);
    } catch {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const type = MIME_TYPES[path.extname(served)] ?? 'application/octet-stream';
    const headers: Record<string, string> = {
      'Content-Type': type,
      'Cache-Control': IMMUTABLE.test(url.pathname)
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
      'X-Content-Type-Options': 'nosniff',
      Vary: 'Accept-Encoding',
    };
    if (COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(request.headers['accept-encoding']))) {
      // Keyed by modification time too, so a rebuild under a running server is picked up.
      const key = `${served}:${statSync(served).mtimeMs}`;
      let compressed = gzipped.get(key);
      if (!compressed) {
        compressed = gzipSync(body);
        gzipped.set(key, compressed);
      }
      body = compressed;
      headers['Content-Encoding'] = 'gzip';
    }
    headers['Content-Length'] = String(body.length);
    response.writeHead(status, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  });
}

/** Starts the server and resolves with its address once it listens. */
export function serveStatic(
  options: StaticServerOptions,
): Promise<{ server: Server; url: string }> {
  const server = createStaticServer(options);
  const host = options.host ?? '127.0.0.1';
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      resolve({
        server,
        url: `http://${host === '0.0.0.0' ? 'localhost' : host}:${options.port}${options.base}`,
      });
    });
  });
}
