import { randomBytes } from 'node:crypto';
import {
  appendFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { KnownContent } from './compressCopies.ts';
import { createPrecompressor, precompress } from './precompress.ts';
import { untilTheClockPasses } from '../../test/untilTheClockPasses.ts';

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

  it('writes the files it is handed, in folders it makes, with their copies', async () => {
    const large = `${TEXT}`.repeat(40);
    const compressor = createPrecompressor(dir);
    compressor.write(path.join(dir, 'guide', 'intro', 'index.html'), TEXT);
    // Its two copies are made on two threads at once.
    compressor.write(path.join(dir, '~data', 'en-US', 'search.js'), large);
    compressor.write(path.join(dir, 'logo.png'), TEXT);
    compressor.write(path.join(dir, '.docs-engine', 'record.json'), TEXT);
    await compressor.finish();
    for (const [file, content] of [
      ['guide/intro/index.html', TEXT],
      ['~data/en-US/search.js', large],
    ] as const) {
      expect(readFileSync(path.join(dir, file), 'utf8')).toBe(content);
      expect(brotliDecompressSync(readFileSync(path.join(dir, `${file}.br`))).toString()).toBe(
        content,
      );
      expect(gunzipSync(readFileSync(path.join(dir, `${file}.gz`))).toString()).toBe(content);
    }
    for (const file of ['logo.png', '.docs-engine/record.json']) {
      expect(readFileSync(path.join(dir, file), 'utf8')).toBe(TEXT);
      expect(existsSync(path.join(dir, `${file}.br`))).toBe(false);
    }
  });

  it('makes the folders it is told of, before the files written into them', async () => {
    const compressor = createPrecompressor(dir);
    const folders = Array.from({ length: 40 }, (_, index) => path.join(dir, 'guide', `p${index}`));
    compressor.makeFolders(folders);
    compressor.write(path.join(dir, 'guide', 'p39', 'index.html'), TEXT);
    await compressor.finish();
    for (const folder of folders) expect(existsSync(folder)).toBe(true);
    expect(readFileSync(path.join(dir, 'guide', 'p39', 'index.html'), 'utf8')).toBe(TEXT);
  });

  it('makes and writes nothing it is handed once a failed build abandoned it', async () => {
    const compressor = createPrecompressor(dir);
    await compressor.abandon();
    compressor.makeFolders([path.join(dir, 'late')]);
    compressor.write(path.join(dir, 'late.html'), TEXT);
    // Whatever was taken would be written by now.
    await compressor.abandon();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('fails when it cannot write a file it is handed', async () => {
    write('taken', 'a file where a folder should be');
    const compressor = createPrecompressor(dir);
    compressor.write(path.join(dir, 'taken', 'index.html'), TEXT);
    await expect(compressor.finish()).rejects.toThrow(/ENOTDIR|EEXIST/);
  });

  describe('with a cache', () => {
    const cacheDir = () => path.join(dir, '.cache');
    const cachedFiles = () =>
      readdirSync(cacheDir(), { recursive: true, withFileTypes: true }).filter(
        // Every file but the seal (see ContentCache.seal).
        (entry) => entry.isFile() && entry.name !== '.sealed',
      );

    it('writes, on the next build, the copies it kept instead of compressing again', async () => {
      write('index.html', TEXT);
      await precompress(dir, cacheDir());
      // A kept copy is all the next build reads: one changed behind its back shows it was used.
      const [kept] = cachedFiles().filter((entry) => {
        const bytes = readFileSync(path.join(entry.parentPath, entry.name));
        return bytes.equals(readFileSync(path.join(dir, 'index.html.br')));
      });
      if (!kept) throw new Error('The brotli copy was not kept');
      const replaced = Buffer.from('the copy as the cache holds it');
      writeFileSync(path.join(kept.parentPath, kept.name), replaced);
      rmSync(path.join(dir, 'index.html.br'));

      await precompress(dir, cacheDir());
      expect(readFileSync(path.join(dir, 'index.html.br')).equals(replaced)).toBe(true);
    });

    it('keeps only the copies of the last build', async () => {
      write('index.html', TEXT);
      await precompress(dir, cacheDir());
      write('index.html', `${TEXT}<p>One more line.</p>\n`);
      await precompress(dir, cacheDir());
      // The first build's copies are deleted in the background.
      await expect.poll(() => cachedFiles().length, { timeout: 30_000 }).toBe(2);
      expect(brotliDecompressSync(readFileSync(path.join(dir, 'index.html.br'))).toString()).toBe(
        `${TEXT}<p>One more line.</p>\n`,
      );
    });

    it('replaces a copy an earlier run left, never writes into it: it is a cache entry too', async () => {
      write('index.html', TEXT);
      await precompress(dir, cacheDir());
      const before = readFileSync(path.join(dir, 'index.html.br'));
      // A second name for the copy, as the cache's entry is.
      const entry = `${dir}-entry.br`;
      linkSync(path.join(dir, 'index.html.br'), entry);
      try {
        write('index.html', `${TEXT}<p>One more line.</p>\n`);
        await precompress(dir, cacheDir());
        expect(readFileSync(entry).equals(before)).toBe(true);
        expect(brotliDecompressSync(readFileSync(path.join(dir, 'index.html.br'))).toString()).toBe(
          `${TEXT}<p>One more line.</p>\n`,
        );
      } finally {
        rmSync(entry, { force: true });
      }
    });

    /** Writes `index.html` with `content` into a build's folder of its own, through the cache. */
    const writeThrough = async (folder: string, content: string) => {
      mkdirSync(path.join(dir, folder));
      const compressor = createPrecompressor(path.join(dir, folder), cacheDir());
      compressor.write(path.join(dir, folder, 'index.html'), content);
      await compressor.finish();
      return path.join(dir, folder, 'index.html');
    };

    it('writes a file it wrote before as a second name of the cache’s entry', async () => {
      const first = await writeThrough('first', TEXT);
      const second = await writeThrough('second', TEXT);
      expect(readFileSync(second, 'utf8')).toBe(TEXT);
      expect(statSync(second).ino).toBe(statSync(first).ino);
    });

    it('writes a file anew when the entry it would link was edited in place', async () => {
      const first = await writeThrough('first', TEXT);
      // An edit in place, as a deploy script may make, edits the entry too.
      appendFileSync(first, '<script>analytics()</script>');
      const second = await writeThrough('second', TEXT);
      expect(readFileSync(second, 'utf8')).toBe(TEXT);
      expect(statSync(second).ino).not.toBe(statSync(first).ino);
      expect(readFileSync(await writeThrough('third', TEXT), 'utf8')).toBe(TEXT);
    });

    it('writes a file anew when its entry was rewritten in place to the same length', async () => {
      const first = await writeThrough('first', TEXT);
      await writeThrough('second', TEXT);
      writeFileSync(first, TEXT.toUpperCase());
      const third = await writeThrough('third', TEXT);
      expect(readFileSync(third, 'utf8')).toBe(TEXT);
      expect(statSync(third).ino).not.toBe(statSync(first).ino);
    });

    /** Writes `index.html` with TEXT into a build's folder of its own; returns its key and size. */
    const writeKnownThrough = async (folder: string) => {
      mkdirSync(path.join(dir, folder));
      const compressor = createPrecompressor(path.join(dir, folder), cacheDir());
      const known = compressor.writeKnown(path.join(dir, folder, 'index.html'), TEXT);
      await compressor.finish();
      return known;
    };
    /**
     * TEXT's key, its entry sealed by a later build than the one that wrote it: an entry made in
     * the same tick of the file system's clock as the seal is not trusted.
     */
    const sealedEntry = async () => {
      await writeKnownThrough('first');
      untilTheClockPasses(path.join(dir, 'first', 'index.html'));
      return writeKnownThrough('second');
    };
    /** Hands `index.html` over by `known`, else writes it; returns whether it was linked. */
    const linkThrough = async (folder: string, known: KnownContent) => {
      mkdirSync(path.join(dir, folder));
      const compressor = createPrecompressor(path.join(dir, folder), cacheDir());
      const file = path.join(dir, folder, 'index.html');
      const linked = await compressor.link(file, known);
      if (!linked) compressor.write(file, TEXT);
      await compressor.finish();
      return { linked, file };
    };

    it('links a file an earlier build wrote by its key alone, with its copies', async () => {
      const { linked, file } = await linkThrough('third', await sealedEntry());
      expect(linked).toBe(true);
      expect(readFileSync(file, 'utf8')).toBe(TEXT);
      expect(statSync(file).ino).toBe(statSync(path.join(dir, 'first', 'index.html')).ino);
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(TEXT);
      expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(TEXT);
    });

    it('links nothing by a key whose entry was written into since, nor from a cache removed', async () => {
      const known = await sealedEntry();
      untilTheClockPasses(path.join(cacheDir(), '.sealed'));
      // A deploy script's edit in place, of the same length, writes into the entry too.
      writeFileSync(path.join(dir, 'first', 'index.html'), TEXT.toUpperCase());
      const edited = await linkThrough('third', known);
      expect(edited.linked).toBe(false);
      expect(readFileSync(edited.file, 'utf8')).toBe(TEXT);
      rmSync(cacheDir(), { recursive: true });
      const removed = await linkThrough('fourth', known);
      expect(removed.linked).toBe(false);
      expect(readFileSync(removed.file, 'utf8')).toBe(TEXT);
    });

    it('writes no copy that saves too little, build after build', async () => {
      write('noise.txt', randomBytes(4096));
      await precompress(dir, cacheDir());
      await precompress(dir, cacheDir());
      expect(existsSync(path.join(dir, 'noise.txt.br'))).toBe(false);
      expect(existsSync(path.join(dir, 'noise.txt.gz'))).toBe(false);
    });
  });
});
