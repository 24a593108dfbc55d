import { realpath, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { contentType } from 'mime-types';
import send from 'send';
import { DEFAULT_SERVER_LOADER_TIMEOUT } from '../serverLoader.ts';
import { handleServerLoader } from '../serverLoaderMiddleware.ts';
import { acceptedEncodings, PRECOMPRESSED, type Precompressed } from './contentEncoding.ts';
import { SECURITY_HEADERS } from './contentSecurityPolicy.ts';
import { pageAddresses } from './pageAddresses.ts';
import { parseRequestPath } from './requestPath.ts';
import { resolveRequest } from './resolveRequest.ts';
import { readServeRecord, SERVE_RECORD_FILE, type ServeRecord } from './serveRecord.ts';

export interface StaticServerOptions {
  /** The build output folder. */
  root: string;
  base: string;
  port: number;
  host?: string;
  /** Answers extra requests first (a benchmark's data); resolves true when it did. */
  handle?: (request: IncomingMessage, response: ServerResponse) => Promise<boolean>;
}

/** Vite names emitted files `assets/<name>-<8 character hash>.<ext>`: their content never changes. */
const HASHED_ASSET = /^assets\/.+-[\w-]{8}\.\w+$/;

const cacheControl = (relativeFile: string) =>
  HASHED_ASSET.test(relativeFile) ? 'public, max-age=31536000, immutable' : 'no-cache';

interface Build {
  record: ServeRecord;
  /** The page addresses as a browser sends them (percent-encoded). */
  routes: Set<string>;
}

/** The build's record, read again whenever a new build replaces it. */
function buildReader(root: string): () => Promise<Build | undefined> {
  let cached: { version: string; build: Build | undefined } | undefined;
  return async () => {
    const info = await stat(path.join(root, SERVE_RECORD_FILE)).catch(() => undefined);
    const version = info ? `${info.ino}:${info.mtimeMs}:${info.size}` : 'none';
    if (cached?.version !== version) {
      const record = await readServeRecord(root);
      cached = {
        version,
        build: record && { record, routes: pageAddresses(record.routes) },
      };
    }
    return cached.build;
  };
}

async function isFile(file: string): Promise<boolean> {
  return stat(file).then(
    (info) => info.isFile(),
    () => false,
  );
}

interface Answer {
  realRoot: string;
  file: string;
  status: 200 | 404;
  headers: Record<string, string>;
}

/**
 * Sends one file of the output folder with `send` (conditional requests, ranges, HEAD, read
 * errors), choosing the copy the build compressed ahead when the client accepts it: nothing is
 * compressed while a request waits.
 */
async function sendFile(
  request: IncomingMessage,
  response: ServerResponse,
  answer: Answer,
  onNotFound: () => Promise<void>,
): Promise<void> {
  const { realRoot, file, status } = answer;
  const variants: Precompressed[] = [];
  for (const variant of PRECOMPRESSED) {
    if (await isFile(`${file}${variant.suffix}`)) variants.push(variant);
  }
  const chosen = acceptedEncodings(request.headers['accept-encoding']).find((accepted) =>
    variants.includes(accepted),
  );
  const relative = path.relative(realRoot, `${file}${chosen?.suffix ?? ''}`);
  response.statusCode = status;
  for (const [name, value] of Object.entries(answer.headers)) response.setHeader(name, value);
  response.setHeader('Content-Type', contentType(path.extname(file)) || 'application/octet-stream');
  if (variants.length) response.setHeader('Vary', 'Accept-Encoding');
  if (chosen) response.setHeader('Content-Encoding', chosen.encoding);
  const isNotFoundPage = status === 404;
  send(request, `/${relative.split(path.sep).map(encodeURIComponent).join('/')}`, {
    root: realRoot,
    // Checked already, on the decoded request and the real path of the file.
    dotfiles: 'allow',
    index: false,
    cacheControl: false,
    // The 404 page is an answer about an address, not a resource to validate or cut up.
    etag: !isNotFoundPage,
    lastModified: !isNotFoundPage,
    acceptRanges: !isNotFoundPage,
  })
    .on('error', (error: { status?: number; headers?: Record<string, string> }) => {
      if (response.headersSent) {
        response.destroy();
      } else if (error.status === 404 && !isNotFoundPage) {
        onNotFound().catch(() => response.destroy());
      } else {
        plain(response, error.status ?? 500, error.headers);
      }
    })
    .pipe(response);
}

function plain(response: ServerResponse, status: number, headers: Record<string, string> = {}) {
  response.removeHeader('Content-Encoding');
  response.removeHeader('Vary');
  response
    .writeHead(status, {
      ...headers,
      ...SECURITY_HEADERS,
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-cache',
    })
    .end(status === 404 ? 'Not found' : `${status}`);
}

/**
 * Serves a built site the way a static host does: each page at its address, every other file of
 * the output folder as is, the 404 page with status 404 for anything else; precompressed copies,
 * validators and long-lived caching for hashed assets; and the site's server loaders. Nothing
 * outside the folder, no dot files, and no request can stop it.
 */
export function createStaticServer({
  root,
  base,
  handle,
}: Omit<StaticServerOptions, 'port' | 'host'>): Server {
  const absoluteRoot = path.resolve(root);
  const currentBuild = buildReader(absoluteRoot);

  async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (handle && (await handle(request, response))) return;
    const build = await currentBuild();
    const loaders = build?.record.loaders ?? {};
    const handledByLoader = await handleServerLoader(request, response, {
      base,
      loaderFile: (route) =>
        Object.hasOwn(loaders, route)
          ? path.resolve(absoluteRoot, loaders[route] ?? '')
          : undefined,
      timeoutMs: build?.record.serverLoaderTimeout ?? DEFAULT_SERVER_LOADER_TIMEOUT,
    });
    if (handledByLoader) return;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD', ...SECURITY_HEADERS }).end();
      return;
    }
    const requestPath = parseRequestPath(request.url, base);
    if (requestPath.kind === 'malformed') {
      plain(response, 400);
      return;
    }
    const realRoot = await realpath(absoluteRoot).catch(() => undefined);
    if (!realRoot) {
      plain(response, 404);
      return;
    }
    const headers: Record<string, string> = {
      ...SECURITY_HEADERS,
      ...(build && { 'Content-Security-Policy': build.record.contentSecurityPolicy }),
    };
    const notFound = async (): Promise<void> => {
      const file = path.join(realRoot, '404.html');
      if (!(await isFile(file))) {
        plain(response, 404);
        return;
      }
      const notFoundHeaders = { ...headers, 'Cache-Control': 'no-cache' };
      await sendFile(
        request,
        response,
        { realRoot, file, status: 404, headers: notFoundHeaders },
        notFound,
      );
    };
    if (requestPath.kind === 'outside') {
      await notFound();
      return;
    }
    const routes = build?.routes;
    const resolved = await resolveRequest(
      realRoot,
      requestPath,
      routes && ((page) => routes.has(page)),
    );
    if (resolved.kind === 'notFound') {
      await notFound();
      return;
    }
    const relative = path.relative(realRoot, resolved.file).split(path.sep).join('/');
    await sendFile(
      request,
      response,
      {
        realRoot,
        file: resolved.file,
        status: 200,
        headers: {
          ...headers,
          'Cache-Control': resolved.kind === 'page' ? 'no-cache' : cacheControl(relative),
        },
      },
      notFound,
    );
  }

  return createServer((request, response) => {
    answer(request, response).catch((error: unknown) => {
      console.error('docs-engine: a request failed:', error);
      if (response.headersSent) response.destroy();
      else plain(response, 500);
    });
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
      // The port listened on: port 0 asks the system for a free one.
      const { port } = server.address() as AddressInfo;
      resolve({
        server,
        url: `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}${options.base}`,
      });
    });
  });
}
