import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { init, parse } from 'es-module-lexer';
import { describe, expect, it } from 'vitest';
import { untilTheClockPasses } from '../../test/untilTheClockPasses.ts';

const CLI = fileURLToPath(new URL('../../bin/docs-engine.js', import.meta.url));
const NODE_MODULES = fileURLToPath(new URL('../../../../node_modules', import.meta.url));

/** A small site in a fresh folder: two pages, one with a demo, and a public file. */
function fixtureSite(extra: Record<string, string> = {}): string {
  const root = mkdtempSync(path.join(tmpdir(), 'build-'));
  const files: Record<string, string> = {
    '.docsrc.ts': "export default { title: 'Fixture', hostname: 'https://example.com' };\n",
    'docs/index.md': '# Home\n\nWelcome.\n',
    'docs/guide.md': '# Guide\n\nSome text.\n\n<code src="./demos/hello.tsx"></code>\n',
    'docs/demos/hello.tsx':
      'import \'./hello.css\';\n\nexport default function Hello() {\n  return <p className="hello">Hello</p>;\n}\n',
    'docs/demos/hello.css': '.hello { color: rebeccapurple; }\n',
    'public/hello.txt': 'hi\n',
    ...extra,
  };
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(root, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  // The demo imports React like any site's demo: from the site's own node_modules.
  symlinkSync(NODE_MODULES, path.join(root, 'node_modules'));
  return root;
}

function build(root: string, out: string): { ok: boolean; output: string } {
  // Run as an author would, not in the test runner's NODE_ENV.
  const env = { ...process.env };
  delete env.NODE_ENV;
  const result = spawnSync(process.execPath, [CLI, 'build', '--root', root, '--out', out], {
    encoding: 'utf8',
    env,
  });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

/** Every file under `folder` with its bytes, by relative path. */
function snapshot(folder: string): Map<string, string> {
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => !readdirSafe(path.join(folder, name)))
    .sort();
  return new Map(files.map((name) => [name, readFileSync(path.join(folder, name), 'base64')]));
}

/**
 * The text files of a built site that a server would send compressed but that have no Brotli and
 * gzip copies beside them: those of a kilobyte or more, where a copy always saves enough.
 */
function withoutCopies(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(html|js|css|xml|txt|md|svg)$/.test(name) && !name.startsWith('.'))
    .filter((name) => statSync(path.join(folder, name)).size >= 1024)
    .filter(
      (name) => !['br', 'gz'].every((format) => existsSync(path.join(folder, `${name}.${format}`))),
    );
}

/** The keys of the entries in a pack cache's folder (see PackCache: `<key> <length>\n<value>`). */
function packedKeys(folder: string): string[] {
  const keys: string[] = [];
  for (const name of readdirSync(folder).filter((file) => file.endsWith('.pack'))) {
    const pack = readFileSync(path.join(folder, name));
    for (let at = 0; at < pack.length;) {
      const lineEnd = pack.indexOf('\n', at);
      const [key = '', length = ''] = pack.toString('latin1', at, lineEnd).split(' ');
      keys.push(key);
      at = lineEnd + 1 + Number(length);
    }
  }
  return keys;
}

const readdirSafe = (file: string) => {
  try {
    readdirSync(file);
    return true;
  } catch {
    return false;
  }
};

/** The scripts of `before` that `after` names differently, by their names without hashes. */
function renamedScripts(root: string, before: string, after: string): string[] {
  const scripts = (dist: string) =>
    readdirSync(path.join(root, dist, 'assets')).filter((name) => name.endsWith('.js'));
  const kept = new Set(scripts(after));
  return scripts(before)
    .filter((name) => !kept.has(name))
    .map((name) => name.replace(/-[\w-]{8}\.js$/, ''))
    .sort();
}

/**
 * Builds `root` from its cache into `dist-<name>`, then cold, with the cache set aside, into
 * `dist-<name>-cold`, and expects the same bytes of both; returns the warm build's report.
 */
function buildWarmAndCold(root: string, name: string): string {
  const cache = path.join(root, '.docs-engine', 'cache');
  const warm = build(root, path.join(root, `dist-${name}`));
  expect(warm.ok, warm.output).toBe(true);
  renameSync(cache, `${cache}-kept`);
  expect(build(root, path.join(root, `dist-${name}-cold`)).ok).toBe(true);
  rmSync(cache, { recursive: true });
  renameSync(`${cache}-kept`, cache);
  expect(withoutCopies(path.join(root, `dist-${name}`))).toEqual([]);
  const warmFiles = snapshot(path.join(root, `dist-${name}`));
  const coldFiles = snapshot(path.join(root, `dist-${name}-cold`));
  expect([...warmFiles.keys()]).toEqual([...coldFiles.keys()]);
  const differing = [...warmFiles.keys()].filter(
    (file) => warmFiles.get(file) !== coldFiles.get(file),
  );
  expect(differing).toEqual([]);
  return warm.output;
}

const leftovers = (root: string) =>
  readdirSync(root).filter((name) => /\.(building|previous)-/.test(name));

// Each case runs real builds (about 10 s each on a quiet machine).
const BUILD_TIMEOUT = 240_000;

describe('docs-engine build', () => {
  it(
    'gives the same bytes for the same sources, build after build',
    () => {
      const root = fixtureSite();
      const first = build(root, path.join(root, 'dist-a'));
      expect(first.output).toContain('Built 2 pages and 1 demos');
      expect(build(root, path.join(root, 'dist-b')).ok).toBe(true);
      const a = snapshot(path.join(root, 'dist-a'));
      const b = snapshot(path.join(root, 'dist-b'));
      expect([...a.keys()]).toContain('sitemap.xml');
      expect(withoutCopies(path.join(root, 'dist-a'))).toEqual([]);
      // A section's list of page chunks names the entry of its build, which tells a page opened
      // before a new deploy that its next page is from another build.
      const entry = [...a.keys()].find((name) => /^assets\/entry-client-[\w-]+\.js$/.test(name));
      for (const list of ['~data/en-US/pages.js', '~data/en-US/pages/guide.js'])
        expect(readFileSync(path.join(root, 'dist-a', list), 'utf8')).toContain(`../${entry}`);
      expect([...b.keys()]).toEqual([...a.keys()]);
      const differing = [...a.keys()].filter((name) => a.get(name) !== b.get(name));
      expect(differing).toEqual([]);
    },
    BUILD_TIMEOUT,
  );

  it(
    'lets a page paint before any of the app loads: the entry imports only the chunk loader',
    async () => {
      const root = fixtureSite();
      const out = path.join(root, 'dist');
      expect(build(root, out).ok).toBe(true);
      const html = readFileSync(path.join(out, 'guide', 'index.html'), 'utf8');
      // What the browser fetches and compiles while it parses the page, before its first paint.
      const early = [
        ...html.matchAll(/<script type="module"[^>]* src="\/assets\/([\w-]+)-[\w-]{8}\.js"/g),
        ...html.matchAll(/<link rel="modulepreload"[^>]* href="\/assets\/([\w-]+)-[\w-]{8}\.js"/g),
      ].map((match) => match[1]);
      expect(early.sort()).toEqual(['chunkLoader', 'entry-client']);
      const entry = readdirSync(path.join(out, 'assets')).find((name) =>
        name.startsWith('entry-client-'),
      );
      await init;
      const [imports] = parse(readFileSync(path.join(out, 'assets', String(entry)), 'utf8'));
      const staticImports = imports.filter((specifier) => specifier.d === -1);
      expect(staticImports.map((specifier) => specifier.n?.replace(/-[\w-]{8}\.js$/, ''))).toEqual([
        './chunkLoader',
      ]);
    },
    BUILD_TIMEOUT,
  );

  it(
    'writes a page anew when a deploy script edited the last output in place, which edits the cache too',
    () => {
      const root = fixtureSite();
      const first = path.join(root, 'dist-first');
      expect(build(root, first).ok).toBe(true);
      const page = path.join(first, 'guide', 'index.html');
      const html = readFileSync(page, 'utf8');
      untilTheClockPasses(path.join(root, '.docs-engine', 'cache', 'compressed', '.sealed'));
      // The same length: only the content tells the edit.
      writeFileSync(page, html.replace('<title>', '<TITLE>'));
      const second = path.join(root, 'dist-second');
      expect(build(root, second).ok).toBe(true);
      expect(readFileSync(path.join(second, 'guide', 'index.html'), 'utf8')).toBe(html);
    },
    BUILD_TIMEOUT,
  );

  it(
    "keeps one build's worth of compiled pages, scans and Markdown, however often a page changes",
    () => {
      // Two pages of about the same size: a cache is rewritten once it holds as many bytes to
      // drop as to keep.
      const root = fixtureSite({
        'docs/guide.md': '# Guide\n\nOne.\n',
        // Code another engine highlighted, and the packs of an engine that kept them unsorted.
        '.docs-engine/cache/highlighted/0123456789abcdef/1-0-a.pack': 'an earlier engine',
        '.docs-engine/cache/highlighted/1-0-b.pack': 'an engine before that',
      });
      const cache = path.join(root, '.docs-engine', 'cache');
      for (const text of ['One', 'Two', 'Six', 'Ten']) {
        writeFileSync(path.join(root, 'docs', 'index.md'), `# Home\n\n${text}.\n`);
        const built = build(root, path.join(root, 'dist'));
        expect(built.ok, built.output).toBe(true);
      }
      // Each edit left the entries of the earlier text: dropped once they outweigh the current
      // ones (a single edit's are not worth rewriting the rest for).
      for (const folder of ['pages', 'scans', 'markdown'])
        expect(packedKeys(path.join(cache, folder)), folder).toHaveLength(2);
      // Other engines' highlighted code is gone (this site shows none of its own).
      expect(readdirSync(path.join(cache, 'highlighted'))).toEqual([]);
    },
    BUILD_TIMEOUT,
  );

  it(
    'gives, after one page and one embedded file change, the same bytes from its cache as a cold build',
    () => {
      const root = fixtureSite({
        'docs/notes.md': '# Notes\n\n<embed src="./_shared/note.md"></embed>\n',
        'docs/_shared/note.md': 'The first note.\n',
        'docs/code.md': '# Code\n\n```tsx\nconst answer = 42;\n```\n',
      });
      expect(build(root, path.join(root, 'dist-first')).ok).toBe(true);
      writeFileSync(
        path.join(root, 'docs', 'guide.md'),
        '# Guide\n\nOther text.\n\n<code src="./demos/hello.tsx"></code>\n',
      );
      writeFileSync(path.join(root, 'docs', '_shared', 'note.md'), 'The second note.\n');

      const warm = build(root, path.join(root, 'dist-warm'));
      expect(warm.ok, warm.output).toBe(true);
      // Home and Code render as before: their prerender is taken from the cache. The bundles
      // import the pages from outside: a page's text is none of theirs.
      expect(warm.output).toContain('2 of 4 pages unchanged: prerendered by an earlier build');
      expect(warm.output).toContain(
        'browser and server bundles unchanged: taken from an earlier build',
      );
      // Readers keep every other script cached: only the changed pages' chunks are new. Their
      // sections' lists of page chunks and parts of the search data change under the same names,
      // and so the HTML of the other pages stays as it was.
      expect(renamedScripts(root, 'dist-first', 'dist-warm')).toEqual(['guide', 'notes']);
      const data = path.join('~data', 'en-US');
      const changedData = readdirSync(path.join(root, 'dist-warm', data), { recursive: true })
        .map(String)
        .filter((file) => file.endsWith('.js'))
        .filter(
          (file) =>
            readFileSync(path.join(root, 'dist-warm', data, file), 'utf8') !==
            readFileSync(path.join(root, 'dist-first', data, file), 'utf8'),
        );
      // The search data: the parts of the two sections, not the list that names them.
      const searchPart = expect.stringMatching(/^search[/\\]\d+\.js$/);
      expect(changedData.sort()).toEqual([
        path.join('pages', 'guide.js'),
        path.join('pages', 'notes.js'),
        searchPart,
        searchPart,
      ]);
      for (const unchanged of ['index.html', 'code/index.html'])
        expect(readFileSync(path.join(root, 'dist-warm', unchanged), 'utf8')).toBe(
          readFileSync(path.join(root, 'dist-first', unchanged), 'utf8'),
        );
      rmSync(path.join(root, '.docs-engine', 'cache'), { recursive: true });
      expect(build(root, path.join(root, 'dist-cold')).ok).toBe(true);

      const warmFiles = snapshot(path.join(root, 'dist-warm'));
      const coldFiles = snapshot(path.join(root, 'dist-cold'));
      expect(readFileSync(path.join(root, 'dist-warm', 'guide', 'index.html'), 'utf8')).toContain(
        'Other text.',
      );
      expect(readFileSync(path.join(root, 'dist-warm', 'notes', 'index.html'), 'utf8')).toContain(
        'The second note.',
      );
      expect([...warmFiles.keys()]).toEqual([...coldFiles.keys()]);
      const differing = [...warmFiles.keys()].filter(
        (name) => warmFiles.get(name) !== coldFiles.get(name),
      );
      expect(differing).toEqual([]);
    },
    BUILD_TIMEOUT,
  );

  it(
    'prerenders again, and only, the pages a changed demo or title shows in',
    () => {
      const root = fixtureSite({ 'docs/code.md': '# Code\n\nSome code.\n' });
      expect(build(root, path.join(root, 'dist-first')).ok).toBe(true);

      writeFileSync(
        path.join(root, 'docs', 'demos', 'hello.tsx'),
        'export default function Hello() {\n  return <p className="hello">Hello again</p>;\n}\n',
      );
      const afterDemo = buildWarmAndCold(root, 'demo');
      expect(afterDemo).toContain('2 of 3 pages unchanged');
      expect(afterDemo).not.toContain('unchanged: taken from an earlier build');
      expect(readFileSync(path.join(root, 'dist-demo', 'guide', 'index.html'), 'utf8')).toContain(
        'Hello again',
      );

      // The sidebar of every page lists the page by its title.
      writeFileSync(path.join(root, 'docs', 'code.md'), '# Code samples\n\nSome code.\n');
      const afterTitle = buildWarmAndCold(root, 'title');
      expect(afterTitle).not.toContain('pages unchanged');
      expect(afterTitle).not.toContain('unchanged: taken from an earlier build');
      expect(readFileSync(path.join(root, 'dist-title', 'index.html'), 'utf8')).toContain(
        'Code samples',
      );
    },
    BUILD_TIMEOUT,
  );

  it(
    'bundles again when a file its bundles read changes, even one no module imports by name',
    () => {
      const root = fixtureSite({
        'docs/demos/hello.tsx':
          "import './hello.css';\nimport { label } from './label';\n\nexport default function Hello() {\n  return <p className=\"hello\">{label}</p>;\n}\n",
        'docs/demos/label.tsx':
          "export const label = import.meta.env.VITE_LABEL ?? 'From label.tsx';\n",
        'docs/demos/hello.css': "@import './colors.css';\n.hello { color: var(--hello); }\n",
        'docs/demos/colors.css': ':root { --hello: rebeccapurple; }\n',
      });
      expect(build(root, path.join(root, 'dist-first')).ok).toBe(true);
      expect(buildWarmAndCold(root, 'same')).toContain(
        'browser and server bundles unchanged: taken from an earlier build',
      );

      // Inlined into the demo's stylesheet by the bundler: no module of its own.
      writeFileSync(path.join(root, 'docs', 'demos', 'colors.css'), ':root { --hello: teal; }\n');
      expect(buildWarmAndCold(root, 'css')).not.toContain('unchanged: taken from');
      expect(readFileSync(path.join(root, 'dist-css', 'guide', 'index.html'), 'utf8')).toContain(
        'teal',
      );

      // Copied as it is by the browser bundle.
      writeFileSync(path.join(root, 'public', 'hello.txt'), 'hello again\n');
      expect(buildWarmAndCold(root, 'public')).not.toContain('browser and server bundles');
      expect(readFileSync(path.join(root, 'dist-public', 'hello.txt'), 'utf8')).toBe(
        'hello again\n',
      );

      // Read into import.meta.env by the bundler.
      writeFileSync(path.join(root, '.env'), 'VITE_LABEL=From .env\n');
      expect(buildWarmAndCold(root, 'env')).not.toContain('unchanged: taken from');
      expect(readFileSync(path.join(root, 'dist-env', 'guide', 'index.html'), 'utf8')).toContain(
        'From .env<',
      );

      // Found before label.tsx for './label': no file the last bundle read changed.
      writeFileSync(
        path.join(root, 'docs', 'demos', 'label.ts'),
        "export const label = 'From label.ts';\n",
      );
      expect(buildWarmAndCold(root, 'resolved')).not.toContain('unchanged: taken from');
      expect(
        readFileSync(path.join(root, 'dist-resolved', 'guide', 'index.html'), 'utf8'),
      ).toContain('From label.ts<');
    },
    BUILD_TIMEOUT,
  );

  it(
    "publishes every locale's pages with their Markdown and llms.txt, and lists them for preview",
    () => {
      const root = fixtureSite({
        '.docsrc.ts':
          "export default { title: 'Fixture', locales: [{ id: 'en-US', name: 'English' }, { id: 'zh-CN', name: '中文', base: '/zh-CN' }] };\n",
        'docs/guide.zh-CN.md': '# 指南\n\n一些文字。\n',
        'docs/index.md': '# Home\n\nWelcome.\n\n<code src="./demos/hello.tsx"></code>\n',
      });
      const out = path.join(root, 'dist');
      expect(build(root, out).ok).toBe(true);
      const files = [...snapshot(out).keys()];
      for (const file of [
        'zh-CN/guide/index.html',
        'guide.md',
        'zh-CN/guide.md',
        'llms.txt',
        'zh-CN/llms-full.txt',
      ]) {
        expect(files).toContain(file);
      }
      expect(readFileSync(path.join(out, 'zh-CN', 'guide.md'), 'utf8')).toContain('一些文字。');
      // A demo's stylesheet is in its page's HTML, on the home page and on its untranslated
      // Chinese fallback too: nothing moves when the page's chunk arrives.
      for (const page of ['index.html', 'guide/index.html', 'zh-CN/index.html']) {
        expect(readFileSync(path.join(out, page), 'utf8')).toContain('.hello{color:#639}');
      }
      const record = JSON.parse(
        readFileSync(path.join(out, '.docs-engine', 'serve.json'), 'utf8'),
      ) as { routes: string[] };
      expect(record.routes).toEqual(expect.arrayContaining(['/guide', '/zh-CN/guide', '/zh-CN']));
    },
    BUILD_TIMEOUT,
  );

  it(
    'leaves the previous output untouched when a build fails',
    () => {
      const root = fixtureSite();
      const out = path.join(root, 'dist');
      expect(build(root, out).ok).toBe(true);
      const before = snapshot(out);
      symlinkSync(path.join(root, 'nowhere.txt'), path.join(root, 'public', 'dangling.txt'));
      const failed = build(root, out);
      expect(failed.ok).toBe(false);
      expect(snapshot(out)).toEqual(before);
      expect(leftovers(root)).toEqual([]);
    },
    BUILD_TIMEOUT,
  );

  it(
    'names the tag, the demo file and the real error of a demo that throws when imported',
    () => {
      const root = fixtureSite({
        'docs/demos/boom.tsx':
          "throw new Error('no window at import');\nexport default function Boom() {\n  return null;\n}\n",
        'docs/boom.md': '# Boom\n\nText.\n\nMore text.\n\n<code src="./demos/boom.tsx"></code>\n',
      });
      const out = path.join(root, 'dist');
      const failed = build(root, out);
      expect(failed.ok).toBe(false);
      expect(failed.output).toMatch(
        /docs\/boom\.md:7: <code src="\.\/demos\/boom\.tsx"> — the demo throws when imported: Error: no window at import\n\s+at .*docs\/demos\/boom\.tsx:1/,
      );
      expect(failed.output).not.toContain('ChunkLoadError');
      expect(existsSync(out)).toBe(false);
      expect(leftovers(root)).toEqual([]);
    },
    BUILD_TIMEOUT,
  );

  it(
    'warns about a demo that throws or never stops waiting while prerendering, and still builds its page',
    () => {
      const root = fixtureSite({
        'docs/demos/render.tsx':
          "export default function Render() {\n  throw new Error('no window while rendering');\n}\n",
        'docs/render.md': '# Render\n\n<code src="./demos/render.tsx"></code>\n',
        'docs/demos/waits.tsx':
          "import { use } from 'react';\n\nconst never = new Promise<never>(() => undefined);\n\nexport default function Waits() {\n  return use(never);\n}\n",
        'docs/waits.md': '# Waits\n\n<code src="./demos/waits.tsx"></code>\n',
      });
      const out = path.join(root, 'dist');
      const result = build(root, out);
      expect(result.ok, result.output).toBe(true);
      expect(result.output).toMatch(
        /docs\/render\.md:3: <code src="\.\/demos\/render\.tsx"> — a demo did not prerender; the browser renders it and shows any error under it: Error: no window while rendering\n\s+at Render \(.*docs\/demos\/render\.tsx:2/,
      );
      expect(result.output).toMatch(
        /docs\/waits\.md — a demo did not prerender; .*: Error: still suspended after 10 s/,
      );
      expect(readFileSync(path.join(out, 'render', 'index.html'), 'utf8')).toContain('Render');
      expect(readFileSync(path.join(out, 'waits', 'index.html'), 'utf8')).toContain('Waits');

      // Only a clean prerender is kept for the next build, which warns again.
      const again = build(root, path.join(root, 'dist-again'));
      expect(again.output).toContain('2 of 4 pages unchanged');
      expect(again.output).toMatch(/docs\/render\.md:3: .* a demo did not prerender/);
      expect(again.output).toMatch(/docs\/waits\.md — a demo did not prerender/);
    },
    BUILD_TIMEOUT,
  );

  it(
    'warns of an <API> table that names no exported component, or none, at its tag, and still builds its page',
    () => {
      const root = fixtureSite({
        '.docsrc.ts':
          "export default { title: 'Fixture', apiParser: { entryFile: 'src/index.ts' } };\n",
        'src/index.ts':
          'export function Drawer(props: { open?: boolean }) {\n  return props.open ? null : null;\n}\n',
        'docs/api.md':
          '# API\n\n<API id="Drawer"></API>\n\n## Typo\n\n<API id="Nope"></API>\n\n<API></API>\n',
      });
      const out = path.join(root, 'dist');
      const result = build(root, out);
      expect(result.ok, result.output).toBe(true);
      expect(result.output).toMatch(
        /docs\/api\.md:7: <API id="Nope"> names no component that apiParser\.entryFile exports \(it exports: Drawer\)\n/,
      );
      expect(result.output).toMatch(
        /docs\/api\.md:9: <API> needs an id, the name of the component whose props it lists\n/,
      );
      expect(result.output).not.toMatch(/<API id="Drawer">/);
      expect(readFileSync(path.join(out, 'api', 'index.html'), 'utf8')).toContain(
        'Properties definition not found for Nope component',
      );

      // A warm build, whose scans and types come from the cache, says the same.
      const again = build(root, path.join(root, 'dist-again'));
      expect(again.output).toMatch(/docs\/api\.md:7: <API id="Nope"> names no component/);
      expect(again.output).toMatch(/docs\/api\.md:9: <API> needs an id/);
    },
    BUILD_TIMEOUT,
  );

  it(
    'refuses to build into the site root, and leaves the sources alone',
    () => {
      const root = fixtureSite();
      const result = build(root, root);
      expect(result.ok).toBe(false);
      expect(result.output).toMatch(/cannot be the output folder: it is the site root/);
      expect(readFileSync(path.join(root, 'docs', 'index.md'), 'utf8')).toBe(
        '# Home\n\nWelcome.\n',
      );
      expect(existsSync(path.join(root, '.docsrc.ts'))).toBe(true);
    },
    BUILD_TIMEOUT,
  );
});
