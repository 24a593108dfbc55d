import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentKey } from '../contentCache.ts';

/** The folder, in the engine's cache, of the pages' modules for the render threads. */
export function serverPagesDir(cacheDir: string): string {
  return path.join(cacheDir, 'server-pages');
}

/** A page's module for the render threads, and the bundle's demo modules it loads. */
export interface ServerPage {
  code: string;
  demoModules: string[];
}

/**
 * The pages' modules for the render threads, which the server bundle imports from outside, each
 * from a file named after its page, not its content: the bundle stays the same when a page's
 * text changes (see BundleCache).
 */
export interface ServerPages {
  /** The file of a page's module, by the bundler's id of the page's module. */
  fileOf(pageModule: string): string;
  /** Writes a page's module into its file, unless it holds that already. */
  write(pageModule: string, page: ServerPage): Promise<void>;
  /** The content key of a page's module written: what its render runs. */
  keyOf(pageModule: string): string | undefined;
  /** The demo modules a page's module written loads. */
  demosOf(pageModule: string): string[];
  /** Removes the modules of pages this build did not write. */
  prune(): void;
}

export function createServerPages(cacheDir: string): ServerPages {
  const dir = serverPagesDir(cacheDir);
  const pages = new Map<string, { key: string; demoModules: string[] }>();
  const fileOf = (pageModule: string) =>
    path.join(dir, `${contentKey(pageModule).slice(0, 16)}.mjs`);

  return {
    fileOf,
    async write(pageModule, { code, demoModules }) {
      pages.set(pageModule, { key: contentKey(code), demoModules });
      const file = fileOf(pageModule);
      if (existsSync(file) && readFileSync(file, 'utf8') === code) return;
      await mkdir(dir, { recursive: true });
      // Renamed into place once whole: a build cut short leaves no half module under the name.
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, code);
      await rename(partial, file);
    },
    keyOf(pageModule) {
      return pages.get(pageModule)?.key;
    },
    demosOf(pageModule) {
      return pages.get(pageModule)?.demoModules ?? [];
    },
    prune() {
      if (!existsSync(dir)) return;
      const kept = new Set(
        [...pages.keys()].map((pageModule) => path.basename(fileOf(pageModule))),
      );
      for (const name of readdirSync(dir)) {
        if (!kept.has(name)) rmSync(path.join(dir, name), { force: true, recursive: true });
      }
    },
  };
}
