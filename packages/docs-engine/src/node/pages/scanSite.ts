import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { BuildError } from '../../shared/BuildError.ts';
import { createDemoIdRegistry } from '../demo/demoId.ts';
import type { ResolvedConfig } from '../config/SiteConfig.ts';
import { localizePath } from '../../shared/localePaths.ts';
import { gitTimestamps } from './gitTimestamps.ts';
import { projectRoots } from './projectRoots.ts';
import { localeOfFile } from './localeOfFile.ts';
import { routePathFromFile } from './routePathFromFile.ts';
import type { PageSource, ScannedPage } from './scanPage.ts';
import { isLeftOut, TAB_FILE } from './pageFileNames.ts';

/** Reads a page, whole or in part, as of the time it was last updated. */
export type PageScan = (source: PageSource, lastUpdated: number) => ScannedPage;

/** Every `.md` under the docs folder, skipping names that start with `.` or `_`. */
export function findPageFiles(docsDir: string): string[] {
  return (readdirSync(docsDir, { recursive: true, encoding: 'utf8' }) as string[])
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.md') && !isLeftOut(file))
    .sort();
}

export function pageSources(config: ResolvedConfig): PageSource[] {
  const [defaultLocale] = config.locales;
  const translations = config.locales.slice(1);
  const localeIds = translations.map((locale) => locale.id);
  const byRoute = new Map<string, PageSource>();
  const allowedRoots = projectRoots(config.root);
  const files = findPageFiles(config.docsDir).map((relativeFile) => ({
    relativeFile,
    ...localeOfFile(relativeFile, localeIds),
  }));
  const sourceOf = (relativeFile: string, routePath: string, locale: string): PageSource => {
    const file = path.join(config.docsDir, relativeFile);
    return {
      file,
      relativeFile,
      routePath,
      locale,
      displayFile: displayPath(file),
      filename: path.relative(config.root, file).split(path.sep).join('/'),
      tabs: [],
      development: config.mode === 'development',
      allowedRoots,
      translations,
    };
  };
  for (const entry of files.filter(({ file }) => !TAB_FILE.test(file))) {
    const displayFile = displayPath(path.join(config.docsDir, entry.relativeFile));
    const locale = translations.find(({ id }) => id === entry.locale) ?? defaultLocale;
    if (!locale) throw new Error('A site has at least one locale');
    const routePath = localizePath(routePathFromFile(entry.file, displayFile), locale);
    const other = byRoute.get(routePath);
    if (other) {
      throw new BuildError(
        'DUPLICATE_ROUTE',
        displayFile,
        `maps to the route ${routePath}, like ${other.displayFile}: rename one of them`,
      );
    }
    byRoute.set(routePath, sourceOf(entry.relativeFile, routePath, locale.id));
  }
  const byFile = new Map([...byRoute.values()].map((source) => [source.relativeFile, source]));
  for (const entry of files.filter(({ file }) => TAB_FILE.test(file))) {
    const ownerFile = entry.file.replace(TAB_FILE, entry.locale ? `.${entry.locale}.md` : '.md');
    const owner = byFile.get(ownerFile);
    const displayFile = displayPath(path.join(config.docsDir, entry.relativeFile));
    if (!owner) {
      throw new BuildError('TAB', displayFile, `is a tab of ${ownerFile}, which does not exist`);
    }
    owner.tabs.push({
      ...sourceOf(entry.relativeFile, owner.routePath, owner.locale),
      key: TAB_FILE.exec(entry.file)?.[1] ?? '',
    });
  }
  return [...byRoute.values()];
}

/** How errors name a file: relative to where the command runs. */
export function displayPath(file: string): string {
  return path.relative(process.cwd(), file).split(path.sep).join('/') || file;
}

/**
 * Scans every page; demo ids must be unique across the whole site. A page was last updated at
 * its last commit, or when its file was last written: never at build time, so that two builds
 * of the same sources give the same output.
 */
export function scanSite(
  config: ResolvedConfig,
  scan: PageScan,
  sources: PageSource[] = pageSources(config),
): ScannedPage[] {
  const times = gitTimestamps(config.docsDir);
  const registerDemo = createDemoIdRegistry();
  return sources.map((source) => {
    const lastUpdated = times.get(source.file) ?? Math.floor(statSync(source.file).mtimeMs);
    const page = scan(source, lastUpdated);
    for (const demo of page.demos) registerDemo(demo.id, `${demo.tag.file}:${demo.tag.line ?? 1}`);
    return page;
  });
}
