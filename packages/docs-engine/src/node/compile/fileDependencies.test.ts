import { mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contentKey } from '../contentCache.ts';
import { dependenciesHold, fileDependencies, fileKey, SETTLED_MS } from './fileDependencies.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'file-key-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Writes `text` and gives the file its earlier modification time back, as `cp -p` would. */
function rewriteKeepingTime(file: string, text: string) {
  const { atime, mtime } = statSync(file);
  writeFileSync(file, text);
  utimesSync(file, atime, mtime);
}

describe('fileKey', () => {
  it("is the content's key, or missing, and follows a file that appears", () => {
    const file = path.join(dir, 'page.md');
    expect(fileKey(file)).toBe('missing');
    writeFileSync(file, '# One');
    expect(fileKey(file)).toBe(contentKey(Buffer.from('# One')));
    rmSync(file);
    expect(fileKey(file)).toBe('missing');
  });

  it('sees a file written again at once, same size and time: its times cannot tell yet', () => {
    const file = path.join(dir, 'page.md');
    writeFileSync(file, '# One');
    expect(fileKey(file)).toBe(contentKey(Buffer.from('# One')));
    rewriteKeepingTime(file, '# Two');
    expect(fileKey(file)).toBe(contentKey(Buffer.from('# Two')));
  });

  it('sees a settled file written again, same size and time given back', async () => {
    const file = path.join(dir, 'page.md');
    writeFileSync(file, '# One');
    await vi.waitFor(
      () => expect(Date.now() - statSync(file).ctimeMs).toBeGreaterThan(SETTLED_MS),
      { timeout: 10 * SETTLED_MS, interval: 50 },
    );
    const dependencies = fileDependencies([file]);
    expect(fileKey(file)).toBe(contentKey(Buffer.from('# One')));
    expect(dependenciesHold(dependencies)).toBe(true);
    rewriteKeepingTime(file, '# Two');
    expect(fileKey(file)).toBe(contentKey(Buffer.from('# Two')));
    expect(dependenciesHold(dependencies)).toBe(false);
  });
});
