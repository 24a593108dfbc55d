import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleServerLoader } from './serverLoaderMiddleware.ts';

let dir: string;
let server: Server;
let origin: string;
const logged: string[] = [];

const LOADERS: Record<string, string> = {
  stats: `export default ({ route, url }) => ({ route, url, count: 7 });`,
  throws: `export default () => { throw new Error('database password is hunter2'); };`,
  hangs: `export default ({ signal }) => new Promise((resolve) => {
    signal.addEventListener('abort', () => { globalThis.hangAborted = true; resolve(null); });
  });`,
  noDefault: `export const data = 1;`,
};

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'server-loader-'));
  for (const [route, source] of Object.entries(LOADERS)) {
    writeFileSync(path.join(dir, `${route}.loader.mjs`), source);
  }
  server = createServer((request, response) => {
    void handleServerLoader(request, response, {
      base: '/drawer/',
      loaderFile: (route) =>
        Object.hasOwn(LOADERS, route) ? path.join(dir, `${route}.loader.mjs`) : undefined,
      timeoutMs: 100,
      log: (message) => logged.push(message),
    }).then((handled) => {
      if (!handled) response.writeHead(418).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

const call = (query: string, init?: RequestInit) =>
  fetch(`${origin}/drawer/__serverLoader?${query}`, init);

describe('the server loader endpoint', () => {
  it('answers GET with the loader’s data', async () => {
    const response = await call('route=stats&url=%2Fstats%3Fx%3D1');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      data: { route: 'stats', url: '/stats?x=1', count: 7 },
    });
  });

  it('answers HEAD without a body, and other methods with 405 and Allow', async () => {
    const head = await call('route=stats', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    for (const method of ['POST', 'DELETE', 'PUT', 'PATCH']) {
      const response = await call('route=stats', { method });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
    }
  });

  it('answers 404 for a missing, unknown or inherited route', async () => {
    for (const query of ['', 'route=', 'route=nope', 'route=__proto__', 'route=%E0%A4%A']) {
      expect((await call(query)).status).toBe(404);
    }
  });

  it('answers 500 with a generic message; the details go to the log', async () => {
    const response = await call('route=throws');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain('hunter2');
    expect(JSON.parse(text)).toEqual({ error: 'The server loader failed' });
    expect(logged.some((line) => line.includes('hunter2') && line.includes('"throws"'))).toBe(true);
    expect((await call('route=noDefault')).status).toBe(500);
  });

  it('answers 504 when the loader outlives its time limit, and aborts its signal', async () => {
    const response = await call('route=hangs');
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({ error: 'The server loader did not answer in time' });
    expect((globalThis as { hangAborted?: boolean }).hangAborted).toBe(true);
  });

  it('leaves other addresses to the next handler', async () => {
    expect((await fetch(`${origin}/drawer/stats`)).status).toBe(418);
    expect((await fetch(`${origin}/__serverLoader?route=stats`)).status).toBe(418);
  });
});
