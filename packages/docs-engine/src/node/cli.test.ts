import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SERVE_RECORD_FILE, type ServeRecord } from './server/serveRecord.ts';

const CLI = path.resolve(import.meta.dirname, '../../bin/docs-engine.js');
let root: string;
let child: ChildProcess | undefined;

afterEach(async () => {
  // A server still running writes its caches into the folder being removed: it exits first.
  const running = child;
  if (running && running.exitCode === null && running.signalCode === null) {
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill();
    await exited;
  }
  rmSync(root, { recursive: true, force: true });
});

function write(relative: string, content: string) {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** Starts `docs-engine preview`; resolves with the address it says it serves at. */
function preview(args: string[]): Promise<string> {
  child = spawn(process.execPath, [CLI, 'preview', '--port', '0', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Serving .* at (http:\/\/\S+)/.exec(output)?.[1];
      if (url) resolve(url);
    };
    child?.stdout?.on('data', read);
    child?.stderr?.on('data', read);
    child?.once('exit', (code) => reject(new Error(`preview exited (${code}): ${output}`)));
  });
}

/** Runs the CLI to its end; resolves with its exit code and what it printed. */
function run(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  child = spawn(process.execPath, [CLI, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve) => {
    let stdout = '';
    let stderr = '';
    child?.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child?.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child?.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** A stack trace's frame line, which no mistake of the user's should print. */
const STACK_FRAME = /^\s+at /m;

describe('docs-engine, called the wrong way', () => {
  it('prints its usage for --help, and its version for --version', async () => {
    root = mkdtempSync(path.join(tmpdir(), 'cli-'));
    const help = await run(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: docs-engine <command>/);
    expect(help.stdout).toContain('--port <n>');
    const version = await run(['--version']);
    expect(version.code).toBe(0);
    expect(version.stdout).toMatch(/^docs-engine \d+\.\d+\.\d+\n$/);
  }, 60_000);

  it('names an unknown option or a bad port with the usage, and no stack trace', async () => {
    root = mkdtempSync(path.join(tmpdir(), 'cli-'));
    for (const [args, message] of [
      [['build', '--foo'], "docs-engine: unknown option '--foo'"],
      [['preview', '--port', 'abc'], 'docs-engine: --port takes a port number from 0 to 65535'],
      [['serve'], 'docs-engine: unknown command "serve"'],
    ] as const) {
      const { code, stderr } = await run([...args]);
      expect(code).toBe(2);
      expect(stderr).toContain(message);
      expect(stderr).toContain('Usage: docs-engine <command>');
      expect(stderr).not.toMatch(STACK_FRAME);
    }
  }, 60_000);
});

describe('docs-engine preview', () => {
  it('says a port is taken, and exits, without a stack trace', async () => {
    root = mkdtempSync(path.join(tmpdir(), 'preview-'));
    write('dist/index.html', '<h1>Built home</h1>');
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = holder.address() as { port: number };
      const { code, stderr } = await run(['preview', '--root', root, '--port', String(port)]);
      expect(code).toBe(1);
      expect(stderr).toContain(`Port ${port} on 127.0.0.1 is in use`);
      expect(stderr).not.toMatch(STACK_FRAME);
    } finally {
      holder.close();
    }
  }, 60_000);

  it('says there is no build to serve, without a stack trace', async () => {
    root = mkdtempSync(path.join(tmpdir(), 'preview-'));
    write('.docsrc.ts', "export default { title: 'Unbuilt' };");
    const { code, stderr } = await run(['preview', '--root', root, '--port', '0']);
    expect(code).toBe(1);
    expect(stderr).toContain('has no build: run `docs-engine build` first');
    expect(stderr).not.toMatch(STACK_FRAME);
  }, 60_000);

  it('serves the output folder when the site’s config and pages are broken', async () => {
    root = mkdtempSync(path.join(tmpdir(), 'preview-'));
    write('.docsrc.ts', 'export default {');
    write('docs/index.md', '<div');
    write('dist/index.html', '<h1>Built home</h1>');
    write('dist/404.html', '<h1>Not found</h1>');
    const record: ServeRecord = {
      base: '/',
      routes: ['/'],
      loaders: {},
      serverLoaderTimeout: 10_000,
      contentSecurityPolicy: "default-src 'self'",
    };
    write(path.join('dist', SERVE_RECORD_FILE), JSON.stringify(record));
    const url = await preview(['--root', root]);
    const home = await fetch(url);
    expect(home.status).toBe(200);
    expect(await home.text()).toBe('<h1>Built home</h1>');
    expect((await fetch(`${url}index`)).status).toBe(404);
  }, 60_000);

  it('serves a folder given with --out, with no site around it', async () => {
    root = mkdtempSync(path.join(tmpdir(), 'preview-'));
    write('out/index.html', '<h1>Only the output</h1>');
    const url = await preview([
      '--root',
      path.join(root, 'absent'),
      '--out',
      path.join(root, 'out'),
    ]);
    expect(await (await fetch(url)).text()).toBe('<h1>Only the output</h1>');
  }, 60_000);
});

/** Starts `docs-engine dev` on `root`; resolves with its address, rejects with what it printed if it exits. */
function dev(): Promise<string> {
  child = spawn(process.execPath, [CLI, 'dev', '--root', root, '--port', '0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Dev server at (http:\/\/\S+)/.exec(output)?.[1];
      if (url) resolve(url);
    };
    child?.stdout?.on('data', read);
    child?.stderr?.on('data', read);
    child?.once('exit', (code) => reject(new Error(`dev exited (${code}): ${output}`)));
  });
}

describe('docs-engine dev', () => {
  // The dev server runs the engine bundled, with no TypeScript loader: the site's own TypeScript
  // files are bundled as they are imported. Inside the repository, where the site resolves the
  // engine from node_modules.
  const siteRoot = () =>
    path.resolve(import.meta.dirname, `../../dev-cli.tmp.${process.pid}.${Date.now()}`);

  it("loads the site's TypeScript config and server loaders, with the files they import", async () => {
    root = siteRoot();
    write(
      'lib/naming.ts',
      'export const siteName = (folder: string): string => `Site ${folder}`;\n',
    );
    write(
      '.docsrc.ts',
      [
        "import path from 'node:path';",
        "import { defineConfig } from '@drawer/docs-engine';",
        "import { siteName } from './lib/naming.ts';",
        // Imported for what it does alone: it stays in the bundle.
        "import './lib/mark.ts';",
        'const mark = (globalThis as { siteMark?: string }).siteMark;',
        'export default defineConfig({ title: `${siteName(path.basename(import.meta.dirname))}${mark}` });',
      ].join('\n'),
    );
    write('lib/mark.ts', "(globalThis as { siteMark?: string }).siteMark = ' (marked)';\n");
    write('docs/index.md', '# Home\n');
    write(
      'docs/index.loader.ts',
      "import { siteName } from '../lib/naming.ts';\nexport default async () => ({ name: siteName('loader') });\n",
    );
    const url = await dev();
    expect(await (await fetch(url)).text()).toContain(
      `<title>Site ${path.basename(root)} (marked)</title>`,
    );
    const loader = await fetch(`${url}__serverLoader?route=index&url=%2F`);
    expect(await loader.json()).toEqual({ data: { name: 'Site loader' } });
  }, 60_000);

  it('names the file and the fault when the config does not compile', async () => {
    root = siteRoot();
    write('.docsrc.ts', 'export default { title: ;\n');
    write('docs/index.md', '# Home\n');
    await expect(dev()).rejects.toThrow(/\.docsrc\.ts: does not compile: [^]*Unexpected token/);
  }, 60_000);
});

describe('docs-engine build', () => {
  it('reports a broken demo as its page, line and file, without a stack trace', async () => {
    root = mkdtempSync(path.join(tmpdir(), 'build-'));
    write('.docsrc.ts', "export default { title: 'Broken demo' };");
    write('docs/index.md', '# Home\n\n<code src="./demos/broken.tsx"></code>\n');
    write('docs/demos/broken.tsx', 'export default () => <div>{</div>;\n');
    const { code, stderr } = await run(['build', '--root', root]);
    expect(code).toBe(1);
    expect(stderr).toMatch(
      /docs\/index\.md:3: <code src="\.\/demos\/broken\.tsx"> — \S*docs\/demos\/broken\.tsx:1:\d+: Unexpected token/,
    );
    expect(stderr).not.toMatch(STACK_FRAME);
  }, 60_000);
});
