import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '../../../test/seededRandom.ts';
import { createStaticServer } from './staticServer.ts';

let dir: string;
let server: Server;
let port: number;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'request-fuzz-'));
  mkdirSync(path.join(dir, 'dist', 'assets'), { recursive: true });
  writeFileSync(path.join(dir, 'dist', 'index.html'), '<h1>Home</h1>');
  writeFileSync(path.join(dir, 'dist', '404.html'), '<h1>PAGE NOT FOUND</h1>');
  writeFileSync(path.join(dir, 'dist', 'assets', 'big.txt'), 'x'.repeat(10_000));
  server = createStaticServer({ root: path.join(dir, 'dist'), base: '/' });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

const TARGETS = [
  '//[',
  'http://[',
  'http://[::1',
  'https://a:b@[x]/',
  '//',
  '/%',
  '/%%32%65',
  '/%E0%A4%A',
  '/%ff%fe',
  '/%00',
  '/..',
  '/../../../../etc/passwd',
  '/.%2e/.%2e/etc/passwd',
  '/\\..\\..\\',
  '*',
  '',
  'foo',
  '?',
  '#',
  '/?%',
  '/__serverLoader?route=%',
  '/__serverLoader?route=__proto__',
  '/assets/big.txt',
  '/~demos/%',
  `/${'a/'.repeat(2000)}`,
  `/${'%2e'.repeat(500)}`,
  '/\u00e9\u{1f600}',
  '/\u0000',
  '/\r',
];
const METHODS = [
  'GET',
  'HEAD',
  'POST',
  'OPTIONS',
  'PUT',
  'DELETE',
  'CONNECT',
  'TRACE',
  'G\u00c9T',
  '',
  'GET GET',
];
const VERSIONS = ['HTTP/1.1', 'HTTP/1.0', 'HTTP/2.0', 'HTTP/9.9', 'HTTP/', 'http/1.1', ''];
const HEADERS = [
  'Host: [',
  'Host: ',
  'Host: a\u0000b',
  'Range: bytes=5-2',
  'Range: bytes=-0',
  'Range: bytes=99999999999999999999-',
  'Range: bytes=0-1,2-3,4-5',
  'Range: garbage',
  'Accept-Encoding: br;q=abc, gzip;q=-1, *;q=2',
  'Accept-Encoding: ,,,;;;',
  'If-None-Match: *',
  'If-None-Match: "unterminated',
  'If-Modified-Since: not a date',
  'If-Match: "x"',
  'If-Range: "x"',
  'Content-Length: -1',
  'Content-Length: abc',
  'Content-Length: 5',
  'Transfer-Encoding: chunked',
  'Transfer-Encoding: chunked\r\n\r\nzz',
  'Expect: 100-continue',
  'Connection: upgrade\r\nUpgrade: websocket',
  `X-Long: ${'y'.repeat(20_000)}`,
  'Bad Header: x',
  ': empty name',
  'NoColon',
  'X-Bin: \u00ff\u00fe',
];

function pick<T>(next: () => number, items: readonly T[]): T {
  return items[Math.floor(next() * items.length)] as T;
}

/** A request line and headers, mostly broken; sometimes with random bytes spliced in. */
function malformedRequest(next: () => number): Buffer {
  let target = pick(next, TARGETS);
  if (next() < 0.3) {
    const at = Math.floor(next() * (target.length + 1));
    const noise = String.fromCharCode(
      ...Array.from({ length: 1 + Math.floor(next() * 4) }, () => Math.floor(next() * 256)),
    );
    target = `${target.slice(0, at)}${noise}${target.slice(at)}`;
  }
  const headers = Array.from({ length: Math.floor(next() * 4) }, () => pick(next, HEADERS));
  const head = [`${pick(next, METHODS)} ${target} ${pick(next, VERSIONS)}`, ...headers].join(
    '\r\n',
  );
  return Buffer.from(`${head}\r\n\r\n`, 'latin1');
}

/**
 * A well-formed last request that asks the server to close: every connection ends by the server's
 * doing, whether it answered the bytes before it, read them as a body, or refused them. (Closing
 * our side instead would make Node drop any answer still being prepared.)
 */
const CLOSING_REQUEST = 'GET /assets/big.txt HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n';

/** Sends raw bytes on a fresh connection; resolves with what came back once the server closes. */
function sendRaw(bytes: Buffer): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
    });
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(received));
    socket.write(Buffer.concat([bytes, Buffer.from(CLOSING_REQUEST)]));
  });
}

describe('a request fuzz', () => {
  it('never stops the server: 2,000 malformed requests, then it still answers', async () => {
    const next = seededRandom(20_261_123);
    const requests = Array.from({ length: 2_000 }, () => malformedRequest(next));
    const answers: string[] = [];
    for (let start = 0; start < requests.length; start += 50) {
      answers.push(...(await Promise.all(requests.slice(start, start + 50).map(sendRaw))));
    }
    // Every request got an answer or a clean close, and none was a server error.
    expect(answers.filter((answer) => /^HTTP\/1\.1 5\d\d/.test(answer))).toEqual([]);
    expect(answers.some((answer) => answer.startsWith('HTTP/1.1 400'))).toBe(true);
    expect(answers.some((answer) => answer.startsWith('HTTP/1.1 404'))).toBe(true);
    const home = await fetch(`http://127.0.0.1:${port}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toBe('<h1>Home</h1>');
  }, 120_000);

  it.each(['GET //[ HTTP/1.1', 'GET http://[ HTTP/1.1', 'GET /%E0%A4%A HTTP/1.1'])(
    'answers `%s` and keeps serving',
    async (line) => {
      const answer = await sendRaw(Buffer.from(`${line}\r\nHost: x\r\n\r\n`));
      expect(answer).toMatch(/^HTTP\/1\.1 (400|404) /);
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
    },
  );
});
