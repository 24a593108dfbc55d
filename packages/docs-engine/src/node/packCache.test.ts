import {
  appendFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { execFile } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentKey } from './contentCache.ts';
import { createPackCache, MAX_PACKS } from './packCache.ts';
import { valueOf } from '../../test/packCacheValue.ts';

let dir: string;
let cacheDir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'pack-cache-'));
  cacheDir = path.join(dir, 'cache');
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

const filesIn = (folder: string) => readdirSync(folder).sort();

const WRITER = fileURLToPath(new URL('../../test/packCacheWriter.ts', import.meta.url));

/** Runs a writer process (see packCacheWriter) to its end; resolves with what it printed. */
function runWriter(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['--import', 'tsx', WRITER, ...args], (error, stdout, stderr) =>
      error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout),
    );
  });
}
const text = (bytes: Buffer | undefined) => bytes?.toString('utf8');

describe('a pack cache', () => {
  it('gives an entry back by its key, the last one written under it, and a missing one as absent', () => {
    const cache = createPackCache(cacheDir);
    const [page, other] = [contentKey('page'), contentKey('other')];
    cache.write(page, 'first');
    cache.write(other, Buffer.from('other page'));
    cache.write(page, 'compiled page, again');
    expect(text(cache.read(page))).toBe('compiled page, again');
    expect(text(cache.read(other))).toBe('other page');
    expect(cache.read(contentKey('never written'))).toBeUndefined();
    // Empty values are values.
    cache.write(contentKey('empty'), '');
    expect(text(cache.read(contentKey('empty')))).toBe('');
  });

  it('keeps a writer’s entries in one file, not a file each', () => {
    const cache = createPackCache(cacheDir);
    for (let index = 0; index < 50; index += 1)
      cache.write(contentKey(`page ${index}`), 'é'.repeat(index));
    expect(filesIn(cacheDir)).toHaveLength(1);
    const reader = createPackCache(cacheDir);
    for (let index = 0; index < 50; index += 1) {
      expect(text(reader.read(contentKey(`page ${index}`)))).toBe('é'.repeat(index));
    }
  });

  it('indexes records of every size, small ones many to a read and large ones beyond it', () => {
    const writer = createPackCache(cacheDir);
    // From empty to 40 kB, in an order that puts headers at every offset of a read's block.
    const sizes = Array.from({ length: 300 }, (_, index) => (index * 7919) % 40_000);
    sizes.forEach((size, index) => writer.write(contentKey(`entry ${index}`), 'x'.repeat(size)));
    const reader = createPackCache(cacheDir);
    sizes.forEach((size, index) => {
      expect(reader.read(contentKey(`entry ${index}`))?.length).toBe(size);
    });
  });

  it('reads what other writers (other threads, other builds) wrote, before and after its own first read', () => {
    const first = createPackCache(cacheDir);
    const second = createPackCache(cacheDir);
    first.write(contentKey('a'), 'from the first');
    expect(text(second.read(contentKey('a')))).toBe('from the first');
    // Written after the second cache indexed the folder, and in a pack it has already read.
    first.write(contentKey('b'), 'later');
    expect(text(second.read(contentKey('b')))).toBe('later');
    second.write(contentKey('c'), 'from the second');
    expect(text(first.read(contentKey('c')))).toBe('from the second');
    expect(filesIn(cacheDir)).toHaveLength(2);
  });

  it('reads the entries of a pack cut short by a crash up to the cut, and writes on', () => {
    const crashed = createPackCache(cacheDir);
    crashed.write(contentKey('whole'), 'whole entry');
    crashed.write(contentKey('cut'), 'an entry cut short');
    const [pack] = filesIn(cacheDir);
    if (!pack) throw new Error('no pack written');
    truncateSync(path.join(cacheDir, pack), statSync(path.join(cacheDir, pack)).size - 5);
    const cache = createPackCache(cacheDir);
    expect(text(cache.read(contentKey('whole')))).toBe('whole entry');
    expect(cache.read(contentKey('cut'))).toBeUndefined();
    cache.write(contentKey('cut'), 'written again');
    expect(text(createPackCache(cacheDir).read(contentKey('cut')))).toBe('written again');
  });

  it('never gives one entry’s bytes for another, when a pack is replaced under it', () => {
    const cache = createPackCache(cacheDir);
    cache.write(contentKey('first'), 'first page');
    rmSync(cacheDir, { recursive: true });
    cache.write(contentKey('lost'), 'written while the folder was gone');
    cache.write(contentKey('second'), 'second page');
    // The writer's pack is made again, where the first entry's record used to start.
    expect(cache.read(contentKey('first'))).toBeUndefined();
    expect(text(cache.read(contentKey('second')))).toBe('second page');
  });

  it('never gives one entry’s bytes for another when a pack it has read is replaced under it', () => {
    const cache = createPackCache(cacheDir);
    cache.write(contentKey('first'), 'first page');
    expect(text(cache.read(contentKey('first')))).toBe('first page');
    rmSync(cacheDir, { recursive: true });
    cache.write(contentKey('lost'), 'written while the folder was gone');
    cache.write(contentKey('second'), 'second page');
    cache.write(contentKey('third'), 'third page');
    // The pack read before is still open: a record read from it is its own or none.
    expect([undefined, 'first page']).toContain(text(cache.read(contentKey('first'))));
    expect(text(cache.read(contentKey('second')))).toBe('second page');
    expect(text(cache.read(contentKey('third')))).toBe('third page');
  });

  it('merges the packs of many writers into one, keeping every entry and dropping the files of an earlier engine', () => {
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(
      path.join(cacheDir, contentKey('one file per entry')),
      'an earlier engine’s entry',
    );
    for (let writer = 0; writer < MAX_PACKS; writer += 1) {
      createPackCache(cacheDir).write(contentKey(`entry ${writer}`), `value ${writer}`);
    }
    expect(filesIn(cacheDir)).toHaveLength(MAX_PACKS + 1);
    const next = createPackCache(cacheDir);
    next.write(contentKey('last'), 'last value');
    const packs = filesIn(cacheDir).filter((name) => name.endsWith('.pack'));
    expect(packs).toHaveLength(2);
    const reader = createPackCache(cacheDir);
    for (let writer = 0; writer < MAX_PACKS; writer += 1) {
      expect(text(reader.read(contentKey(`entry ${writer}`)))).toBe(`value ${writer}`);
    }
    expect(text(reader.read(contentKey('last')))).toBe('last value');
  });

  it('prunes to the entries kept once there is as much to drop as to keep, not before', () => {
    const cache = createPackCache(cacheDir);
    const keys = ['a', 'b', 'c', 'd'].map((name) => contentKey(name));
    for (const key of keys) cache.write(key, 'x'.repeat(100));
    const [pack] = filesIn(cacheDir);
    // One entry of four dropped: the pack stays as it is.
    cache.prune(new Set(keys.slice(1)));
    expect(filesIn(cacheDir)).toEqual([pack]);
    expect(text(createPackCache(cacheDir).read(keys[0] ?? ''))).toBe('x'.repeat(100));
    // Two of four: rewritten with the two kept.
    cache.prune(new Set(keys.slice(2)));
    const [rewritten] = filesIn(cacheDir);
    expect(rewritten).not.toBe(pack);
    const reader = createPackCache(cacheDir);
    expect(reader.read(keys[0] ?? '')).toBeUndefined();
    expect(reader.read(keys[1] ?? '')).toBeUndefined();
    expect(text(reader.read(keys[2] ?? ''))).toBe('x'.repeat(100));
    expect(text(cache.read(keys[3] ?? ''))).toBe('x'.repeat(100));
    // The two records kept, each a 64-digit key, its length and its value.
    const record = `${keys[2]} 100\n${'x'.repeat(100)}`;
    expect(readFileSync(path.join(cacheDir, rewritten ?? '')).length).toBe(2 * record.length);
  });

  it('prunes nothing, and makes no file, when nothing is to be dropped', () => {
    mkdirSync(cacheDir);
    createPackCache(cacheDir).prune(new Set());
    expect(filesIn(cacheDir)).toEqual([]);
    const cache = createPackCache(cacheDir);
    cache.write(contentKey('kept'), 'kept');
    const before = filesIn(cacheDir);
    cache.prune(new Set([contentKey('kept')]));
    expect(filesIn(cacheDir)).toEqual(before);
  });

  it('skips what is not a pack, and a pack whose records do not parse', () => {
    const cache = createPackCache(cacheDir);
    cache.write(contentKey('kept'), 'kept');
    appendFileSync(path.join(cacheDir, 'garbage.pack'), 'not a record at all');
    writeFileSync(path.join(cacheDir, 'notes.txt'), `${contentKey('kept')} 4\nlies`);
    expect(text(createPackCache(cacheDir).read(contentKey('kept')))).toBe('kept');
  });

  it('neither fails nor gives one entry’s bytes for another while processes write, read and merge at once', async () => {
    const writers = 4;
    const outputs = await Promise.all(
      Array.from({ length: writers }, (_, writer) =>
        runWriter([cacheDir, String(writer), String(writers), '200']),
      ),
    );
    expect(outputs).toEqual(Array.from({ length: writers }, () => '0'));
    // Each writer opened the cache 40 times: merges kept the packs few.
    const packs = filesIn(cacheDir).filter((name) => name.endsWith('.pack'));
    expect(packs.length).toBeLessThanOrEqual(MAX_PACKS + writers);
    // What is left reads back right.
    const reader = createPackCache(cacheDir);
    const last = (writer: number) => `writer ${writer}, entry 199`;
    for (let writer = 0; writer < writers; writer += 1) {
      const read = reader.read(contentKey(last(writer)));
      if (read) expect(read.toString('utf8')).toBe(valueOf(last(writer)));
    }
  });

  it('refuses a key that is not a content key, which would break its pack', () => {
    const cache = createPackCache(cacheDir);
    expect(() => cache.write('two words', 'value')).toThrow(/content key/);
  });
});
