import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type * as fs from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { untilTheClockPasses } from '../../test/untilTheClockPasses.ts';
import { lastWriteUnder, linkFolder } from './hardLinks.ts';

const links = vi.hoisted(() => ({ work: true }));

// A file system with hard links, or one without (a cache on another device than the output).
vi.mock('node:fs', async (importOriginal) => {
  const actual = await importOriginal<typeof fs>();
  return {
    ...actual,
    linkSync: (...args: Parameters<typeof fs.linkSync>) => {
      if (links.work) return actual.linkSync(...args);
      throw Object.assign(new Error('cross-device link'), { code: 'EXDEV' });
    },
  };
});

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'link-folder-'));
  mkdirSync(path.join(dir, 'from', 'assets', 'deep'), { recursive: true });
  writeFileSync(path.join(dir, 'from', 'entry.js'), 'entry');
  writeFileSync(path.join(dir, 'from', 'assets', 'deep', 'chunk.js'), 'chunk');
  mkdirSync(path.join(dir, 'from', 'empty'));
});

afterEach(() => {
  links.work = true;
  rmSync(dir, { recursive: true, force: true });
});

describe('linkFolder', () => {
  it('gives every file of a folder a second name under another, its folders made, and lists them', () => {
    const files = linkFolder(path.join(dir, 'from'), path.join(dir, 'to'));
    expect(files.sort()).toEqual(['entry.js', path.join('assets', 'deep', 'chunk.js')].sort());
    for (const file of files) {
      expect(statSync(path.join(dir, 'to', file)).ino).toBe(
        statSync(path.join(dir, 'from', file)).ino,
      );
    }
    expect(statSync(path.join(dir, 'to', 'empty')).isDirectory()).toBe(true);
  });

  it('copies the files where they cannot be linked', () => {
    links.work = false;
    linkFolder(path.join(dir, 'from'), path.join(dir, 'to'));
    const copy = path.join(dir, 'to', 'assets', 'deep', 'chunk.js');
    expect(readFileSync(copy, 'utf8')).toBe('chunk');
    expect(statSync(copy).ino).not.toBe(
      statSync(path.join(dir, 'from', 'assets', 'deep', 'chunk.js')).ino,
    );
  });
});

describe('lastWriteUnder', () => {
  it('moves with a write through another name of a file, not with that name’s removal', () => {
    linkFolder(path.join(dir, 'from'), path.join(dir, 'to'));
    const before = lastWriteUnder(path.join(dir, 'from'));
    rmSync(path.join(dir, 'to', 'entry.js'));
    expect(lastWriteUnder(path.join(dir, 'from'))).toBe(before);
    const chunk = path.join(dir, 'to', 'assets', 'deep', 'chunk.js');
    untilTheClockPasses(chunk);
    writeFileSync(chunk, 'chunk, edited in place');
    expect(lastWriteUnder(path.join(dir, 'from'))).toBeGreaterThan(before);
    expect(readFileSync(path.join(dir, 'from', 'assets', 'deep', 'chunk.js'), 'utf8')).toBe(
      'chunk, edited in place',
    );
  });
});
