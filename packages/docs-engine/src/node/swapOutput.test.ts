import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildIntoFreshFolder } from './swapOutput.ts';

function previousOutput(): { parent: string; out: string } {
  const parent = mkdtempSync(path.join(tmpdir(), 'swap-'));
  const out = path.join(parent, 'dist');
  mkdirSync(out);
  writeFileSync(path.join(out, 'index.html'), 'old');
  return { parent, out };
}

describe('buildIntoFreshFolder', () => {
  it('puts a complete build in place of the old output, with nothing left beside it', async () => {
    const { parent, out } = previousOutput();
    const result = await buildIntoFreshFolder(out, async (folder) => {
      expect(folder).not.toBe(out);
      // The old output is still in place while the new one is written.
      expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('old');
      writeFileSync(path.join(folder, 'index.html'), 'new');
      return 42;
    });
    expect(result).toBe(42);
    expect(readdirSync(out)).toEqual(['index.html']);
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('new');
    // The old output is removed in the background.
    await expect.poll(() => readdirSync(parent), { timeout: 30_000 }).toEqual(['dist']);
  });

  it('removes an old output whose removal was cut short', async () => {
    const { parent, out } = previousOutput();
    const left = path.join(parent, '.dist.previous-abc123', 'dist');
    mkdirSync(left, { recursive: true });
    writeFileSync(path.join(left, 'index.html'), 'older');
    await buildIntoFreshFolder(out, async (folder) => {
      writeFileSync(path.join(folder, 'index.html'), 'new');
    });
    await expect.poll(() => readdirSync(parent), { timeout: 30_000 }).toEqual(['dist']);
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('new');
  });

  it('leaves the old output untouched when the build fails half way', async () => {
    const { parent, out } = previousOutput();
    await expect(
      buildIntoFreshFolder(out, async (folder) => {
        writeFileSync(path.join(folder, 'half.html'), 'half');
        throw new Error('a demo threw');
      }),
    ).rejects.toThrow('a demo threw');
    expect(readdirSync(out)).toEqual(['index.html']);
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('old');
    expect(readdirSync(parent)).toEqual(['dist']);
  });

  it('creates the output folder on a first build', async () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'swap-'));
    const out = path.join(parent, 'site-out');
    await buildIntoFreshFolder(out, async (folder) => {
      writeFileSync(path.join(folder, 'index.html'), 'first');
    });
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('first');
    expect(readdirSync(parent)).toEqual(['site-out']);
  });
});
