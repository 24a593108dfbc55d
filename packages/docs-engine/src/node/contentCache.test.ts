import {
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { untilTheClockPasses } from '../../test/untilTheClockPasses.ts';
import { contentKey, createContentCache, type ContentCache } from './contentCache.ts';

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'content-cache-'));
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** An entry's value as the output gets it: linked to a file of its own. */
function valueOf(cache: ContentCache, key: string): string | undefined {
  const copy = path.join(dir, `read-${key}`);
  if (!cache.linkTo(key, copy)) return undefined;
  const value = readFileSync(copy, 'utf8');
  rmSync(copy);
  return value;
}

describe('a content cache', () => {
  it('gives an entry back by its key, its size, and the entry as a file elsewhere', () => {
    const cache = createContentCache(path.join(dir, 'cache'));
    const key = contentKey('page');
    cache.store(key, 'compiled page');
    expect(cache.sizeOf(key)).toBe('compiled page'.length);
    const copy = path.join(dir, 'copy.txt');
    expect(cache.linkTo(key, copy)).toBe(true);
    expect(readFileSync(copy, 'utf8')).toBe('compiled page');
  });

  it('replaces a file at the place it puts an entry, and leaves the file itself as it was', () => {
    const cache = createContentCache(path.join(dir, 'cache'));
    const key = contentKey('page');
    cache.store(key, 'compiled page');
    const target = path.join(dir, 'copy.txt');
    writeFileSync(target, 'an earlier copy');
    const otherName = path.join(dir, 'other-name.txt');
    linkSync(target, otherName);
    expect(cache.linkTo(key, target)).toBe(true);
    expect(readFileSync(target, 'utf8')).toBe('compiled page');
    expect(readFileSync(otherName, 'utf8')).toBe('an earlier copy');
  });

  it('keeps a file written elsewhere as an entry, and keeps it after the file is removed', () => {
    const cache = createContentCache(path.join(dir, 'cache'));
    const key = contentKey('page.br');
    const output = path.join(dir, 'page.br');
    writeFileSync(output, 'compressed page');
    cache.adopt(key, output);
    rmSync(output);
    expect(valueOf(cache, key)).toBe('compressed page');
    // Kept once: a second build's file under the same key leaves the entry as it is.
    writeFileSync(output, 'compressed page');
    cache.adopt(key, output);
    expect(valueOf(cache, key)).toBe('compressed page');
  });

  it('reads a missing entry as absent', () => {
    const cache = createContentCache(path.join(dir, 'cache'));
    const key = contentKey('never written');
    expect(valueOf(cache, key)).toBeUndefined();
    expect(cache.sizeOf(key)).toBeUndefined();
    expect(cache.linkTo(key, path.join(dir, 'copy.txt'))).toBe(false);
  });

  it('keeps writing after its folder is deleted, losing only the entry written meanwhile', () => {
    const cache = createContentCache(path.join(dir, 'cache'));
    const [first, lost, second, stored] = ['aa01', 'aa02', 'aa03', 'aa04'] as const;
    cache.store(first, 'first');
    rmSync(path.join(dir, 'cache'), { recursive: true });
    cache.store(lost, 'lost');
    cache.store(second, 'second');
    cache.store(stored, 'stored');
    expect(valueOf(cache, first)).toBeUndefined();
    expect(valueOf(cache, lost)).toBeUndefined();
    expect(valueOf(cache, second)).toBe('second');
    expect(valueOf(cache, stored)).toBe('stored');
  });

  it('keeps, when pruned, only the entries it is told to', async () => {
    const cache = createContentCache(path.join(dir, 'cache'));
    const [kept, dropped] = [contentKey('kept'), contentKey('dropped')];
    cache.store(kept, 'kept');
    cache.store(dropped, 'dropped');
    // An entry as an earlier engine kept it, in a folder named by its key's first characters.
    const earlier = contentKey('earlier');
    mkdirSync(path.join(dir, 'cache', earlier.slice(0, 2)));
    writeFileSync(path.join(dir, 'cache', earlier.slice(0, 2), earlier.slice(2)), 'earlier');
    cache.prune(new Set([kept]));
    expect(valueOf(cache, kept)).toBe('kept');
    expect(valueOf(cache, dropped)).toBeUndefined();
    // The dropped entry is deleted in the background, and no other file is left on disk.
    const filesOnDisk = () =>
      readdirSync(path.join(dir, 'cache'), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
    await expect.poll(filesOnDisk, { timeout: 30_000 }).toEqual([path.join('cache', kept)]);
  });

  describe('sealed by a build', () => {
    /** An entry as a build leaves it: stored, then sealed, in a later tick. */
    const sealedEntry = (key: string, value: Uint8Array) => {
      const cache = createContentCache(path.join(dir, 'cache'));
      cache.store(key, value);
      untilTheClockPasses(path.join(dir, 'cache', key));
      cache.seal();
    };
    const page = Buffer.from('compiled page');
    /** The same number of bytes, as an edit in place that keeps a file's length writes. */
    const edited = Buffer.from('compiled PAGE');

    it('holds an entry unchanged since without reading it: its size and its inode tell', () => {
      const key = contentKey('page');
      sealedEntry(key, page);
      // The next build's cache: the bytes it is asked about are never compared.
      const next = createContentCache(path.join(dir, 'cache'));
      expect(next.holds(key, page)).toBe(true);
      expect(next.holds(key, edited)).toBe(true);
      expect(next.holds(key, Buffer.from('another length'))).toBe(false);
    });

    it('reads an entry written into after the seal, and holds it only if the bytes are equal', () => {
      const key = contentKey('page');
      sealedEntry(key, page);
      writeFileSync(path.join(dir, 'cache', key), edited);
      const next = createContentCache(path.join(dir, 'cache'));
      expect(next.holds(key, page)).toBe(false);
      expect(next.holds(key, edited)).toBe(true);
    });

    it('holds an entry unchanged since without reading it when its other name is removed', () => {
      const key = contentKey('page');
      sealedEntry(key, page);
      // The output file linked to it, and the output then removed, as before a rebuild.
      const cache = createContentCache(path.join(dir, 'cache'));
      expect(cache.linkTo(key, path.join(dir, 'index.html'))).toBe(true);
      rmSync(path.join(dir, 'index.html'));
      expect(createContentCache(path.join(dir, 'cache')).holds(key, edited)).toBe(true);
    });

    it('reads every entry while unsealed, and keeps its seal when pruned', async () => {
      const key = contentKey('page');
      const cache = createContentCache(path.join(dir, 'cache'));
      cache.store(key, page);
      expect(cache.holds(key, edited)).toBe(false);
      untilTheClockPasses(path.join(dir, 'cache', key));
      cache.seal();
      cache.prune(new Set([key]));
      expect(createContentCache(path.join(dir, 'cache')).holds(key, edited)).toBe(true);
    });
  });
});
