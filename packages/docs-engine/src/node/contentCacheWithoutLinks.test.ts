import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type * as fs from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contentKey, createContentCache } from './contentCache.ts';

// A file system that has no hard links (or a cache on another device than the output).
vi.mock('node:fs', async (importOriginal) => ({
  ...(await importOriginal<typeof fs>()),
  linkSync: () => {
    throw Object.assign(new Error('cross-device link'), { code: 'EXDEV' });
  },
}));

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'content-cache-'));
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('a content cache where files cannot be linked', () => {
  it('copies entries in and out instead', () => {
    const cache = createContentCache(path.join(dir, 'cache'));
    const key = contentKey('page.br');
    const output = path.join(dir, 'page.br');
    writeFileSync(output, 'compressed page');
    cache.adopt(key, output);
    const copy = path.join(dir, 'copy.br');
    expect(cache.linkTo(key, copy)).toBe(true);
    expect(readFileSync(copy, 'utf8')).toBe('compressed page');
    // Copies, not one file under two names.
    expect(statSync(copy).ino).not.toBe(statSync(output).ino);
    expect(cache.linkTo(contentKey('never kept'), path.join(dir, 'none.br'))).toBe(false);
  });
});
