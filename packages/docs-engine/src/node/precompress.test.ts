import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress.ts';

let dir: string;
const TEXT = '<p>Some page text that repeats.</p>\n'.repeat(200);

function write(relative: string, content: string | Buffer) {
  const file = path.join(dir, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('precompress', () => {
  it('writes brotli and gzip copies beside text files, with the same content', async () => {
    write('index.html', TEXT);
    write('assets/app-Bq3x_9-A.js', TEXT);
    await precompress(dir);
    for (const file of ['index.html', 'assets/app-Bq3x_9-A.js']) {
      const br = readFileSync(path.join(dir, `${file}.br`));
      const gz = readFileSync(path.join(dir, `${file}.gz`));
      expect(brotliDecompressSync(br).toString()).toBe(TEXT);
      expect(gunzipSync(gz).toString()).toBe(TEXT);
      expect(br.length).toBeLessThan(TEXT.length / 10);
    }
  });

  it('compresses a chunk under a kilobyte, as every first load has a few', async () => {
    const runtime =
      'var __commonJSMin = (cb, mod) => () => (mod || cb((mod = { exports: {} }).exports, mod), mod.exports);\n'.repeat(
        7,
      );
    write('assets/rolldown-runtime-XKyaHtl9.js', runtime);
    await precompress(dir);
    const br = readFileSync(path.join(dir, 'assets/rolldown-runtime-XKyaHtl9.js.br'));
    expect(brotliDecompressSync(br).toString()).toBe(runtime);
  });

  it('skips small files, binary formats and dot folders', async () => {
    write('small.css', 'a{}');
    write('logo.png', TEXT);
    write('.vite/manifest.json', TEXT);
    await precompress(dir);
    for (const file of ['small.css', 'logo.png', '.vite/manifest.json']) {
      expect(existsSync(path.join(dir, `${file}.br`))).toBe(false);
      expect(existsSync(path.join(dir, `${file}.gz`))).toBe(false);
    }
  });

  it('gives the same bytes on every build', async () => {
    write('index.html', TEXT);
    await precompress(dir);
    const first = [
      readFileSync(path.join(dir, 'index.html.br')),
      readFileSync(path.join(dir, 'index.html.gz')),
    ];
    await precompress(dir);
    expect(readFileSync(path.join(dir, 'index.html.br')).equals(first[0] ?? Buffer.alloc(0))).toBe(
      true,
    );
    expect(readFileSync(path.join(dir, 'index.html.gz')).equals(first[1] ?? Buffer.alloc(0))).toBe(
      true,
    );
  });
});
