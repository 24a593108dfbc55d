import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVE_RECORD_FILE, type ServeRecord } from './serveRecord.ts';
import { createStaticServer } from './staticServer.ts';

let dir: string;
let server: Server;
let port: number;

const NOT_FOUND_PAGE = '<h1>PAGE NOT FOUND</h1>';
const SCRIPT = 'console.log("app");'.repeat(200);
const BIG = 'abcdefghij'.repeat(1000);

function write(relative: string, content: string | Buffer) {
  const file = path.join(dir, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'static-server-'));
  writeFileSync(path.join(dir, 'secret.txt'), 'SECRET outside the output');
  write('dist/index.html', '<h1>Home</h1>');
  write('dist/demo/base/index.html', '<h1>Base demo</h1>');
  write('dist/~demos/basic/index.html', '<div id="root"></div>');
  write('dist/404.html', NOT_FOUND_PAGE);
  write('dist/assets/app-Bq3x_9-A.js', SCRIPT);
  write('dist/assets/app-Bq3x_9-A.js.br', brotliCompressSync(SCRIPT));
  write('dist/assets/app-Bq3x_9-A.js.gz', gzipSync(SCRIPT));
  write('dist/assets/big.txt', BIG);
  write('dist/~data/en-US/pages/quick-starting.js', SCRIPT);
  write('dist/google1234.html', 'verification');
  write('dist/.env', 'SECRET=1');
  write('dist/.git/config', 'SECRET git');
  write('dist/.vite/manifest.json', '{"SECRET": true}');
  write('dist/.well-known/security.txt', 'Contact: mailto:security@example.com');
  const record: ServeRecord = {
    base: '/',
    routes: ['/', '/demo/base', '/~demos/basic'],
    loaders: {},
    serverLoaderTimeout: 10_000,
    contentSecurityPolicy: "default-src 'self'",
  };
  write(path.join('dist', SERVE_RECORD_FILE), JSON.stringify(record));
  symlinkSync('/', path.join(dir, 'dist', 'rootlink'));
  symlinkSync(path.join(dir, 'secret.txt'), path.join(dir, 'dist', 'linkout.txt'));
  symlinkSync(path.join(dir, 'dist', 'assets', 'big.txt'), path.join(dir, 'dist', 'alias.txt'));
  server = createStaticServer({ root: path.join(dir, 'dist'), base: '/' });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A request with its path sent as written: fetch() would resolve `..` and `%2e%2e` first. */
function get(
  requestPath: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port, path: requestPath, method, headers, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

describe('pages agree with the client router', () => {
  it('serves each page at its address, with or without a trailing slash', async () => {
    expect((await get('/')).body.toString()).toBe('<h1>Home</h1>');
    expect((await get('/demo/base')).body.toString()).toBe('<h1>Base demo</h1>');
    expect((await get('/demo/base/')).body.toString()).toBe('<h1>Base demo</h1>');
    const page = await get('/~demos/basic');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it.each([
    '/index',
    '/404',
    '/404.html',
    '/index.html',
    '/demo/base/index.html',
    '/demo//base',
    '/demo/%62ase',
    '/nope',
    '/demo/nope',
    '/~demos/unknown',
    '/assets/',
  ])('answers %s with the 404 page and status 404', async (address) => {
    const answer = await get(address);
    expect(answer.status).toBe(404);
    expect(answer.body.toString()).toBe(NOT_FOUND_PAGE);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('serves other HTML files of the output by name', async () => {
    expect((await get('/google1234.html')).body.toString()).toBe('verification');
  });

  it('reads the route list of a new build without a restart', async () => {
    write('dist/changelog/index.html', '<h1>Changelog</h1>');
    expect((await get('/changelog')).status).toBe(404);
    const record = JSON.parse(
      JSON.stringify({
        base: '/',
        routes: ['/', '/demo/base', '/~demos/basic', '/changelog'],
        loaders: {},
        serverLoaderTimeout: 10_000,
        contentSecurityPolicy: "default-src 'self'",
      }),
    ) as ServeRecord;
    write(path.join('dist', SERVE_RECORD_FILE), `${JSON.stringify(record)} `);
    expect((await get('/changelog')).status).toBe(200);
  });
});

describe('nothing outside the output folder, and no dot files', () => {
  it.each([
    '/.env',
    '/.git/config',
    '/.vite/manifest.json',
    `/${SERVE_RECORD_FILE}`,
    '/%2eenv',
    '/%2Egit/config',
    '/assets/../.env',
  ])('hides %s', async (address) => {
    const answer = await get(address);
    expect(answer.status).toBe(404);
    expect(answer.body.toString()).not.toContain('SECRET');
  });

  it('serves .well-known, the one dot folder meant for the public', async () => {
    expect((await get('/.well-known/security.txt')).body.toString()).toContain('Contact:');
  });

  it.each([
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/%2E%2E/secret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
    '/..%5csecret.txt',
    '/..\\secret.txt',
    '/assets/..\\..\\secret.txt',
    '/%252e%252e/secret.txt',
    '/%c0%ae%c0%ae/secret.txt',
    '/secret.txt%00.html',
    '/%00',
    '/%E0%A4%A',
    '/%',
    '//secret.txt',
    'http://evil.example/../secret.txt',
    '/rootlink/etc/passwd',
    '/rootlink/etc/hostname',
    '/linkout.txt',
  ])('never serves %s', async (address) => {
    const answer = await get(address);
    expect(answer.status).not.toBe(200);
    expect(answer.body.toString()).not.toContain('SECRET');
    expect(answer.body.toString()).not.toContain('root:');
  });

  it('follows a symlink that stays inside the folder', async () => {
    expect((await get('/alias.txt')).body.toString()).toBe(BIG);
  });
});

describe('caching', () => {
  it('keeps hashed assets for a year, and only those that exist', async () => {
    const asset = await get('/assets/app-Bq3x_9-A.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await get('/assets/app-Zz3x_9-A.js');
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-cache');
  });

  it('revalidates the content lists, whose names never change, even one that looks hashed', async () => {
    const list = await get('/~data/en-US/pages/quick-starting.js');
    expect(list.status).toBe(200);
    expect(list.headers['cache-control']).toBe('no-cache');
  });

  it('revalidates pages and other files, answering 304 when unchanged', async () => {
    const page = await get('/demo/base');
    expect(page.headers['cache-control']).toBe('no-cache');
    const etag = page.headers.etag ?? '';
    expect(etag).not.toBe('');
    expect((await get('/demo/base', { 'If-None-Match': etag })).status).toBe(304);
    const modified = page.headers['last-modified'] ?? '';
    expect((await get('/demo/base', { 'If-Modified-Since': modified })).status).toBe(304);
    const file = await get('/assets/big.txt');
    expect(file.headers['cache-control']).toBe('no-cache');
    expect(
      (await get('/assets/big.txt', { 'If-None-Match': file.headers.etag ?? '' })).status,
    ).toBe(304);
  });

  it('answers Range requests', async () => {
    const first = await get('/assets/big.txt', { Range: 'bytes=0-4' });
    expect(first.status).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-4/${BIG.length}`);
    expect(first.body.toString()).toBe('abcde');
    expect((await get('/assets/big.txt', { Range: 'bytes=0-0' })).body.toString()).toBe('a');
    expect((await get('/assets/big.txt', { Range: 'bytes=-3' })).body.toString()).toBe('hij');
    expect((await get('/assets/big.txt', { Range: 'bytes=5-2' })).status).toBe(416);
    const garbage = await get('/assets/big.txt', { Range: 'lines=1-2' });
    expect(garbage.status).toBe(200);
    expect(garbage.body.toString()).toBe(BIG);
    const beyond = await get('/assets/big.txt', { Range: 'bytes=999999-' });
    expect(beyond.status).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${BIG.length}`);
  });
});

describe('compressed copies written at build time', () => {
  const js = '/assets/app-Bq3x_9-A.js';

  it('sends brotli first, then gzip, as accepted', async () => {
    const br = await get(js, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
    const gz = await get(js, { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);
  });

  it('honours q=0', async () => {
    const gzipOnly = await get(js, { 'Accept-Encoding': 'br;q=0, gzip' });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    const none = await get(js, { 'Accept-Encoding': 'gzip;q=0, br;q=0' });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.headers.vary).toBe('Accept-Encoding');
    expect(none.body.toString()).toBe(SCRIPT);
  });

  it('gives each copy its own validator', async () => {
    const br = await get(js, { 'Accept-Encoding': 'br' });
    const plainCopy = await get(js);
    expect(br.headers.etag).not.toBe(plainCopy.headers.etag);
  });

  it('sends no compressed copy that was not written', async () => {
    const answer = await get('/assets/big.txt', { 'Accept-Encoding': 'br, gzip' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe(BIG);
  });
});

describe('headers and methods', () => {
  it('sends the security headers and the build’s CSP', async () => {
    for (const address of ['/', '/nope', '/assets/big.txt']) {
      const answer = await get(address);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['content-security-policy']).toBe("default-src 'self'");
    }
  });

  it('answers HEAD without a body and other methods with 405', async () => {
    const head = await get('/demo/base', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    const post = await get('/demo/base', {}, 'POST');
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });
});

describe('under a base path', () => {
  let baseServer: Server;
  let basePort: number;

  beforeAll(async () => {
    baseServer = createStaticServer({ root: path.join(dir, 'dist'), base: '/drawer/' });
    await new Promise<void>((resolve) => baseServer.listen(0, '127.0.0.1', resolve));
    basePort = (baseServer.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise((resolve) => baseServer.close(resolve));
  });

  it('serves pages under the base only', async () => {
    const at = (address: string) =>
      fetch(`http://127.0.0.1:${basePort}${address}`).then((response) => response.status);
    expect(await at('/drawer/')).toBe(200);
    expect(await at('/drawer')).toBe(200);
    expect(await at('/drawer/demo/base')).toBe(200);
    expect(await at('/demo/base')).toBe(404);
    expect(await at('/drawerx/demo/base')).toBe(404);
  });
});
