import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Rolldown } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { untilTheClockPasses } from '../../test/untilTheClockPasses.ts';
import { createBundleCache, treeKey, type MadeModules } from './bundleCache.ts';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A site folder with a demo file, and a bundle whose one module the engine makes from it. */
function setUp() {
  root = mkdtempSync(path.join(tmpdir(), 'bundle-cache-'));
  const demo = path.join(root, 'docs', 'demo.tsx');
  mkdirSync(path.dirname(demo), { recursive: true });
  writeFileSync(demo, 'export default 1;\n');
  const made = new Map([['\0demo', { key: 'demo v1', files: [demo] }]]);
  let keyNow = 'demo v1';
  const modules: MadeModules = {
    made: () => made,
    owns: (id) => id.startsWith('\0'),
    keyNow: async () => keyNow,
  };
  let runs = 0;
  const outDir = path.join(root, 'out');
  const bundle = () =>
    createBundleCache(path.join(root, 'cache')).bundle({
      name: 'browser',
      outDir,
      setting: 'setting',
      modules,
      run: async () => {
        runs += 1;
        mkdirSync(path.join(outDir, 'assets'), { recursive: true });
        writeFileSync(path.join(outDir, 'assets', 'entry.js'), `run ${runs}`);
        const entry = { type: 'chunk', fileName: 'assets/entry.js', name: 'entry', isEntry: true };
        return [
          { ...entry, facadeModuleId: null, imports: [], dynamicImports: [], code: `run ${runs}` },
        ] as unknown as Rolldown.OutputChunk[];
      },
    });
  return {
    demo,
    outDir,
    bundle,
    runs: () => runs,
    changeKey: (key: string) => (keyNow = key),
  };
}

describe('the bundle cache', () => {
  it('gives the last bundle’s files and chunks while nothing it was made of changed', async () => {
    const site = setUp();
    expect((await site.bundle()).reused).toBe(false);
    rmSync(site.outDir, { recursive: true });
    const again = await site.bundle();
    expect(again.reused).toBe(true);
    expect(site.runs()).toBe(1);
    expect(again.chunks).toEqual([
      expect.objectContaining({ fileName: 'assets/entry.js', code: 'run 1', importedCss: [] }),
    ]);
    expect(readFileSync(path.join(site.outDir, 'assets', 'entry.js'), 'utf8')).toBe('run 1');
  });

  it('bundles again when a module the engine makes, or a file it read, changes', async () => {
    const site = setUp();
    await site.bundle();
    site.changeKey('demo v2');
    expect((await site.bundle()).reused).toBe(false);
    writeFileSync(site.demo, 'export default 2;\n');
    expect((await site.bundle()).reused).toBe(false);
    expect(site.runs()).toBe(3);
  });

  it('bundles again when a file appears beside one it read', async () => {
    const site = setUp();
    await site.bundle();
    writeFileSync(path.join(path.dirname(site.demo), 'demo.ts'), 'export default 3;\n');
    expect((await site.bundle()).reused).toBe(false);
  });

  it('bundles again when a file it gave the output was written into there', async () => {
    const site = setUp();
    await site.bundle();
    rmSync(site.outDir, { recursive: true });
    expect((await site.bundle()).reused).toBe(true);
    // A deploy script's edit in place, after the build.
    const entry = path.join(site.outDir, 'assets', 'entry.js');
    untilTheClockPasses(entry);
    writeFileSync(entry, 'run 1 with analytics');
    rmSync(site.outDir, { recursive: true });
    expect((await site.bundle()).reused).toBe(false);
    expect(readFileSync(entry, 'utf8')).toBe('run 2');
    rmSync(site.outDir, { recursive: true });
    expect((await site.bundle()).reused).toBe(true);
    expect(readFileSync(entry, 'utf8')).toBe('run 2');
  });

  it('bundles again when what it kept cannot be read whole', async () => {
    const site = setUp();
    const kept = path.join(root, 'cache', 'bundles', 'browser');
    await site.bundle();
    writeFileSync(path.join(kept, 'record.json'), '{"cut sh');
    expect((await site.bundle()).reused).toBe(false);
    writeFileSync(path.join(kept, 'record.json'), '{}');
    expect((await site.bundle()).reused).toBe(false);
    rmSync(path.join(kept, 'files', 'assets', 'entry.js'));
    rmSync(site.outDir, { recursive: true });
    expect((await site.bundle()).reused).toBe(false);
    expect(readFileSync(path.join(site.outDir, 'assets', 'entry.js'), 'utf8')).toBe('run 4');
    expect((await site.bundle()).reused).toBe(true);
  });
});

describe('treeKey', () => {
  it('changes with a file’s name or content under a folder, and reads a missing folder', () => {
    root = mkdtempSync(path.join(tmpdir(), 'tree-key-'));
    const folder = path.join(root, 'public');
    expect(treeKey(folder)).toBe('none');
    mkdirSync(path.join(folder, 'images'), { recursive: true });
    writeFileSync(path.join(folder, 'images', 'logo.svg'), '<svg/>');
    const before = treeKey(folder);
    writeFileSync(path.join(folder, 'images', 'logo.svg'), '<svg></svg>');
    expect(treeKey(folder)).not.toBe(before);
    const after = treeKey(folder);
    writeFileSync(path.join(folder, 'robots.txt'), '');
    expect(treeKey(folder)).not.toBe(after);
  });
});
