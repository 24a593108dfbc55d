import { readdirSync } from 'node:fs';
import path from 'node:path';
import { BuildError } from '../../shared/BuildError.ts';
import { createDemoIdRegistry } from '../demo/demoId.ts';
import type { ResolvedConfig } from '../config/SiteConfig.ts';
import { gitTimestamps } from './gitTimestamps.ts';
import { routePathFromFile } from './routePathFromFile.ts';
import { scanPage, type PageSource, type ScannedPage } from './scanPage.ts';

/** `guide.$tab-api.md` is the tab `api` of `guide.md`, not a page of its own. */
const TAB_FILE = /\.\$tab-([a-z0-9-]+)\.md$/;

/** Every `.md` under the docs folder, skipping names that start with `.` or `_`. */
export function findPageFiles(docsDir: string): string[] {
  return (readdirSync(docsDir, { recursive: true, encoding: 'utf8' }) as string[])
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.md') && !file.split('/').some((part) => /^[._]/.test(part)))
    .sort();
}

export function pageSources(config: ResolvedConfig): PageSource[] {
  const byRoute = new Map<string, PageSource>();
  const files = findPageFiles(config.docsDir);
  for (const relativeFile of files.filter((name) => !TAB_FILE.test(name))) {
    const file = path.join(config.docsDir, relativeFile);
    const displayFile = displayPath(file);
    const routePath = routePathFromFile(relativeFile, displayFile);
    const other = byRoute.get(routePath);
    if (other) {
      throw new BuildError(
        'DUPLICATE_ROUTE',
        displayFile,
        `maps to the route ${routePath}, like ${other.displayFile}: rename one of them`,
      );
    }
    byRoute.set(routePath, {
      file,
      relativeFile,
      routePath,
      displayFile,
      filename: path.relative(config.root, file).split(path.sep).join('/'),
      tabs: [],
      development: config.mode === 'development',
    });
  }
  const byFile = new Map([...byRoute.values()].map((source) => [source.relativeFile, source]));
  for (const relativeFile of files.filter((name) => TAB_FILE.test(name))) {
    const file = path.join(config.docsDir, relativeFile);
    const owner = byFile.get(relativeFile.replace(TAB_FILE, '.md'));
    if (!owner) {
      throw new BuildError(
        'TAB',
        displayPath(file),
        `is a tab of ${relativeFile.replace(TAB_FILE, '.md')}, which does not exist`,
      );
    }
    owner.tabs.push({
      key: TAB_FILE.exec(relativeFile)?.[1] ?? '',
      file,
      relativeFile,
      routePath: owner.routePath,
      displayFile: displayPath(file),
      filename: path.relative(config.root, file).split(path.sep).join('/'),
      tabs: [],
      development: config.mode === 'development',
    });
  }
  return [...byRoute.values()];
}

/** How errors name a file: relative to where the command runs. */
export function displayPath(file: string): string {
  return path.relative(process.cwd(), file).split(path.sep).join('/') || file;
}

/** Scans every page; demo ids must be unique across the whole site. */
export function scanSite(config: ResolvedConfig, now = Date.now()): ScannedPage[] {
  const times = gitTimestamps(config.docsDir);
  const registerDemo = createDemoIdRegistry();
  return pageSources(config).map((source) => {
    const page = scanPage(source, times.get(source.file) ?? now, displayPath);
    for (const demo of page.demos) registerDemo(demo.id, `${source.displayFile}:${demo.line ?? 1}`);
    return page;
  });
}
