import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_FILE, DEMO_SOURCE, generatePage } from './generatePage.ts';
import { createRandom } from './random.ts';
import { REPO_ROOT } from '../paths.ts';

export interface GeneratedSite {
  root: string;
  pages: number;
  demos: number;
}

/**
 * Writes a site of `pageCount` pages (plus a home page) into a new temporary folder: `.docsrc.ts`,
 * `package.json`, `docs/**.md` and the one demo file. The caller removes the folder.
 */
export function generateSite(pageCount: number, seed = 1): GeneratedSite {
  const root = mkdtempSync(path.join(os.tmpdir(), `bench-site-${pageCount}-`));
  const docs = path.join(root, 'docs');
  const write = (file: string, content: string): void => {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  };
  write(path.join(root, '.docsrc.ts'), `export default { title: 'Bench' };\n`);
  // The demo imports React, as every demo does: the site needs it installed, as a real one has it.
  // The workspace's node_modules stands in, linked rather than installed, so nothing is downloaded.
  symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  const reactVersion = (name: string): string =>
    (
      JSON.parse(
        readFileSync(path.join(REPO_ROOT, 'node_modules', name, 'package.json'), 'utf8'),
      ) as { version: string }
    ).version;
  const dependencies = { react: reactVersion('react'), 'react-dom': reactVersion('react-dom') };
  write(
    path.join(root, 'package.json'),
    `${JSON.stringify({ name: 'bench-site', private: true, type: 'module', dependencies }, null, 2)}\n`,
  );
  write(path.join(docs, 'index.md'), `# Bench\n\nA generated site of ${pageCount} pages.\n`);
  write(path.join(docs, DEMO_FILE), DEMO_SOURCE);
  const random = createRandom(seed);
  let demos = 0;
  for (let index = 0; index < pageCount; index += 1) {
    const page = generatePage(index, random);
    write(path.join(docs, page.file), page.markdown);
    if (page.hasDemo) demos += 1;
  }
  return { root, pages: pageCount, demos };
}
