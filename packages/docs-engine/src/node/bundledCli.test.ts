import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { bundledCli, COMPILE_THREAD } from '../../bin/bundledCli.js';
import type { CompileTask, CompileTaskResult } from './compile/compileTask.ts';
import { createWorkerPool } from './workerPool.ts';

let root: string;

afterEach(() => rmSync(root, { recursive: true, force: true }));

/** What the bundle's `describe()` returns, run by Node with no TypeScript loader. */
function run(bundle: string, flags: string[] = []): string {
  const script = `const m = await import(${JSON.stringify(pathToFileURL(bundle).href)}); console.log(await m.describe());`;
  return execFileSync(process.execPath, [...flags, '--input-type=module', '-e', script], {
    encoding: 'utf8',
  }).trim();
}

describe('the bundled CLI', () => {
  it('runs TypeScript sources in Node without a loader, from where the sources are', async () => {
    root = mkdtempSync(path.join(tmpdir(), 'bundled-cli-'));
    const entry = path.join(root, 'src', 'entry.ts');
    mkdirSync(path.dirname(entry));
    writeFileSync(path.join(root, 'word.ts'), "export const word: string = 'hello';\n");
    writeFileSync(path.join(root, 'src', 'later.ts'), "export const later = 'world';\n");
    writeFileSync(
      entry,
      [
        "import path from 'node:path';",
        "import { word } from '../word.ts';",
        'export async function describe(): Promise<string> {',
        "  const { later } = await import('./later.ts');",
        '  return `${word} ${later} ${path.relative(import.meta.dirname, import.meta.filename)}`;',
        '}',
      ].join('\n'),
    );
    const bundle = await bundledCli({ entry, folder: path.join(root, 'bundles') });
    expect(bundle).toBeDefined();
    // The lazily imported module is a chunk of its own; `import.meta` names the source.
    expect(run(bundle ?? '')).toBe('hello world entry.ts');
  }, 30_000);

  it("names the source's file and line in an error's stack", async () => {
    root = mkdtempSync(path.join(tmpdir(), 'bundled-cli-'));
    const entry = path.join(root, 'entry.ts');
    writeFileSync(
      entry,
      [
        'const where: string = import.meta.filename;',
        'export function describe(): string {',
        '  return new Error(where).stack ?? "";',
        '}',
      ].join('\n'),
    );
    const bundle = await bundledCli({ entry, folder: path.join(root, 'bundles') });
    expect(run(bundle ?? '', ['--enable-source-maps'])).toContain(`${entry}:3:`);
  }, 30_000);

  it('is made by two starts at once, each getting a bundle that runs', async () => {
    root = mkdtempSync(path.join(tmpdir(), 'bundled-cli-'));
    const entry = path.join(root, 'entry.ts');
    writeFileSync(entry, "export const describe = (): string => 'made';\n");
    const bundling = { entry, folder: path.join(root, 'bundles') };
    const bundles = await Promise.all([bundledCli(bundling), bundledCli(bundling)]);
    for (const bundle of bundles) expect(run(bundle ?? '')).toBe('made');
  }, 30_000);

  it('is made again when one of its sources changed, and only then', async () => {
    root = mkdtempSync(path.join(tmpdir(), 'bundled-cli-'));
    const entry = path.join(root, 'entry.ts');
    const word = path.join(root, 'word.ts');
    const bundling = { entry, folder: path.join(root, 'bundles') };
    writeFileSync(word, "export const word = 'before';\n");
    writeFileSync(
      entry,
      "import { word } from './word.ts';\nexport const describe = () => word;\n",
    );
    const first = await bundledCli(bundling);
    expect(await bundledCli(bundling)).toBe(first);
    expect(run(first ?? '')).toBe('before');
    writeFileSync(word, "export const word = 'after, edited';\n");
    const second = await bundledCli(bundling);
    expect(second).not.toBe(first);
    expect(run(second ?? '')).toBe('after, edited');
  }, 30_000);

  it('bundles the compile thread, which compiles a page in a thread with no TypeScript loader', async () => {
    root = mkdtempSync(path.join(tmpdir(), 'bundled-compile-thread-'));
    const file = path.join(root, 'docs', 'index.md');
    mkdirSync(path.dirname(file));
    writeFileSync(file, '# Hello\n\nA `thread` compiled this.\n');
    const bundle = await bundledCli(COMPILE_THREAD);
    expect(bundle).toMatch(/\.js$/);
    const pool = createWorkerPool<CompileTask['input'], CompileTaskResult>(
      pathToFileURL(bundle ?? ''),
      1,
    );
    try {
      const compiled = await pool.run({
        kind: 'compile',
        source: {
          file,
          relativeFile: 'index.md',
          routePath: '/',
          locale: 'en-US',
          displayFile: 'docs/index.md',
          filename: 'docs/index.md',
          tabs: [],
          allowedRoots: [root],
          translations: [],
        },
        builtins: {},
      });
      expect('code' in compiled && compiled.code).toContain('thread');
    } finally {
      await pool.close();
    }
  });
});
