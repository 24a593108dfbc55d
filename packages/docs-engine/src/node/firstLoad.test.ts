import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const CLI = fileURLToPath(new URL('../../bin/docs-engine.js', import.meta.url));
const NODE_MODULES = fileURLToPath(new URL('../../../../node_modules', import.meta.url));
const PAGES = 200;
const SECTIONS = ['guide', 'components', 'api', 'recipes'];

/** A title no other text of the site contains: a page's title found in a chunk came from it. */
const titleOf = (index: number) => `Quillwort ${index} Marker`;

/** A site of `PAGES` pages in four named sections, each page with a title and a heading. */
function generatedSite(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'first-load-'));
  const write = (name: string, content: string) => {
    const file = path.join(root, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  };
  write('.docsrc.ts', "export default { title: 'Scale' };\n");
  // Pages compile to React modules: they import it from the site's own node_modules.
  symlinkSync(NODE_MODULES, path.join(root, 'node_modules'));
  write('docs/index.md', '# Home\n\nA generated site.\n');
  for (let index = 0; index < PAGES; index += 1) {
    const section = SECTIONS[index % SECTIONS.length] ?? 'guide';
    write(
      `docs/${section}/page-${index}.md`,
      [
        `---\nnav:\n  title: ${section}\n---\n`,
        `# ${titleOf(index)}\n\nText of page ${index}.\n\n## Usage of ${index}\n\nMore text.\n`,
      ].join('\n'),
    );
  }
  return root;
}

/** The files an HTML page loads before anything else: its entry script and what that imports. */
function firstLoadScripts(out: string, htmlFile: string): Map<string, string> {
  const html = readFileSync(path.join(out, htmlFile), 'utf8');
  const entry = /<script type="module"[^>]* src="\/([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error(`${htmlFile} has no entry script`);
  const scripts = new Map<string, string>();
  const visit = (file: string) => {
    if (scripts.has(file)) return;
    const code = readFileSync(path.join(out, file), 'utf8');
    scripts.set(file, code);
    // Static imports only: `import{…}from"./x.js"` and `import"./x.js"`, not `import("./x.js")`.
    for (const [, name] of code.matchAll(/import(?:[^("']*?from)?\s*["']\.\/([^"']+\.js)["']/g))
      if (name) visit(path.posix.join(path.posix.dirname(file), name));
  };
  visit(entry);
  return scripts;
}

describe('the first load of a large site', () => {
  let root = '';
  let out = '';

  beforeAll(() => {
    root = generatedSite();
    out = path.join(root, 'dist');
    const env = { ...process.env };
    delete env.NODE_ENV;
    const result = spawnSync(process.execPath, [CLI, 'build', '--root', root, '--out', out], {
      encoding: 'utf8',
      env,
    });
    if (result.status !== 0) throw new Error(`${result.stdout}${result.stderr}`);
  }, 300_000);

  afterAll(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('has no other page’s title in the entry or what it imports', () => {
    const scripts = firstLoadScripts(out, 'guide/page-0/index.html');
    const titles = Array.from({ length: PAGES }, (_, index) => titleOf(index)).slice(1);
    const found = [...scripts].flatMap(([file, code]) =>
      titles.filter((title) => code.includes(title)).map((title) => `${title} in ${file}`),
    );
    expect(scripts.size).toBeGreaterThan(0);
    expect(found).toEqual([]);
  });

  it('serves the page itself, with its sidebar, prerendered', () => {
    const html = readFileSync(path.join(out, 'guide/page-0/index.html'), 'utf8');
    expect(html).toContain(titleOf(0));
    // The sidebar lists the section's pages, and only those.
    expect(html).toContain(titleOf(4));
    expect(html).not.toContain(titleOf(1));
  });
});
