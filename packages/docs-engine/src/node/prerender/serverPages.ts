import { existsSync, readdirSync, rmSync } from 'node:fs';
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

/** The pages' modules for the render threads, which the server bundle imports from outside. */
export interface ServerPages {
  /**
   * The file of a page's module (by the bundler's id of the page's module), named by its content:
   * written unless an earlier build wrote it, so a warm build writes only the pages that changed.
   */
  fileOf(pageModule: string, page: ServerPage): Promise<string>;
  /** The content key of a page's module given to `fileOf`: what its render runs. */
  keyOf(pageModule: string): string | undefined;
  /** The demo modules a page's module given to `fileOf` loads. */
  demosOf(pageModule: string): string[];
  /** Whether a file name (as the bundle's code names it) is a page's module given to `fileOf`. */
  isFile(fileName: string): boolean;
  /** Removes the modules of earlier builds that this one did not use. */
  prune(): void;
}

export function createServerPages(cacheDir: string): ServerPages {
  const dir = serverPagesDir(cacheDir);
  const written = new Map<string, Promise<string>>();
  const pages = new Map<string, { key: string; demoModules: string[] }>();

  const write = async (file: string, code: string) => {
    if (existsSync(file)) return file;
    await mkdir(dir, { recursive: true });
    // Renamed into place once whole: a build cut short leaves no half module under the name.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, code);
    await rename(partial, file);
    return file;
  };

  return {
    fileOf(pageModule, { code, demoModules }) {
      const key = contentKey(code);
      pages.set(pageModule, { key, demoModules });
      const file = path.join(dir, `${key}.mjs`);
      let done = written.get(path.basename(file));
      if (!done) {
        done = write(file, code);
        written.set(path.basename(file), done);
      }
      return done;
    },
    keyOf(pageModule) {
      return pages.get(pageModule)?.key;
    },
    demosOf(pageModule) {
      return pages.get(pageModule)?.demoModules ?? [];
    },
    isFile(fileName) {
      return written.has(fileName);
    },
    prune() {
      if (!existsSync(dir)) return;
      for (const name of readdirSync(dir)) {
        if (!written.has(name)) rmSync(path.join(dir, name), { force: true, recursive: true });
      }
    },
  };
}
