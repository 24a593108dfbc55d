import {
  readdirSync,
  statSync,
  type Dirent,
  watch as watchFolder,
  type FSWatcher as FolderWatcher,
} from 'node:fs';
import path from 'node:path';
import { watch } from 'chokidar';
import type { FSWatcher } from 'vite';
import { isInside } from './isInside.ts';

/** The longest a file's time may lag the clock it was written by: a kernel's coarse tick. */
const CLOCK_TICK_MS = 20;
/** What Vite leaves out of the watch besides what it is told: see its `server.watch.ignored`. */
const NEVER_WATCHED = new Set(['.git', 'node_modules', 'test-results']);

/**
 * Vite's watcher reads the whole site's folder as the server starts and watches each of its
 * files: on a site of 1,000 pages, a third of a second of the CPU that the first page waits for.
 * The site's folder is watched by a watcher of its own instead, from `start` (which the dev
 * server calls once the first page has loaded), and what it sees is told to Vite's watcher's
 * listeners. What changed in the site's folder since the server started is told too, as Vite's
 * watcher would have told it, as the watch starts and once it has read the folder: an edit saved
 * while the first page loaded still shows, and a file put in `public/` meanwhile is served.
 */
export interface DeferredWatch {
  /** For Vite's `server.watch.ignored`: whatever is in the site's folder. */
  isDeferred(file: string): boolean;
  /**
   * Starts the watch early should a file in the pages' folder change before then: its folders
   * alone are watched meanwhile (a dozen on a site of 1,000 pages, where the watch has a watcher
   * for each file), so that an edit saved just as the first page shows is told at once.
   */
  startOnEdit(viteWatcher: FSWatcher): void;
  /** Watches the site's folder; resolves once the watcher has read it and told what changed. */
  start(viteWatcher: FSWatcher): Promise<void>;
  close(): Promise<void>;
}

/**
 * The files and the folders under `dir`, none if it is missing, without entering a folder
 * `isLeftOut` names (a site's node_modules may hold a hundred thousand files).
 */
function entriesUnder(
  dir: string,
  isLeftOut: (entry: string) => boolean,
): { files: Set<string>; folders: string[] } {
  const files = new Set<string>();
  const folders: string[] = [];
  const walk = (folder: string) => {
    let entries: Dirent[];
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch {
      // Removed meanwhile, or never there: nothing to tell of it.
      return;
    }
    for (const entry of entries) {
      const entryPath = path.join(folder, entry.name);
      if (isLeftOut(entryPath)) continue;
      if (entry.isFile()) files.add(entryPath);
      else if (entry.isDirectory()) {
        folders.push(entryPath);
        walk(entryPath);
      }
    }
  };
  walk(dir);
  return { files, folders };
}

/**
 * `root` is the site's folder, `pagesDir` its pages', and `isIgnored` tells what else the watch
 * leaves out (the engine's own folder, the build's output). What changed since `startedAt` is
 * told as the watch starts.
 */
export function deferSiteWatch(
  root: string,
  pagesDir: string,
  isIgnored: (file: string) => boolean,
  startedAt = Date.now(),
): DeferredWatch {
  const isLeftOut = (file: string) =>
    isIgnored(file) ||
    path
      .relative(root, file)
      .split(path.sep)
      .some((part) => NEVER_WATCHED.has(part));
  // Listed now, without reading each file's time: enough to tell an added file from an edited one.
  const { files: atStart, folders: foldersAtStart } = entriesUnder(root, isLeftOut);
  const pageFolders = foldersAtStart.filter((folder) => isInside(folder, pagesDir));
  let watcher: ReturnType<typeof watch> | undefined;
  let started: Promise<void> | undefined;
  // Closed before it has read the folder, the watch tells nothing more: `start` resolves then too.
  let stopWaiting: () => void = () => undefined;
  let folderWatchers: FolderWatcher[] = [];
  const stopWatchingFolders = () => {
    for (const folderWatcher of folderWatchers) folderWatcher.close();
    folderWatchers = [];
  };

  // A file system may keep times in whole seconds: a file written in the second the server
  // started is told as changed. Other times are the kernel's clock, which may lag the process's
  // by a tick: a file written just before the start (a site copied, then served) is not told,
  // since the reload it would cause loses what the reader typed.
  const changedSince = (changedAt: number) =>
    changedAt % 1000 === 0 ? Math.floor(startedAt / 1000) * 1000 : startedAt - CLOCK_TICK_MS;
  // What has been told, by file: the time it was changed at (-1: removed).
  const told = new Map<string, number>();
  const tellChanges = (viteWatcher: FSWatcher) => {
    const now = entriesUnder(root, isLeftOut).files;
    for (const file of now) {
      const changedAt = statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
      const last = told.get(file);
      const added = last === -1 || (last === undefined && !atStart.has(file));
      if (!added && (changedAt < changedSince(changedAt) || last === changedAt)) continue;
      viteWatcher.emit(added ? 'add' : 'change', file);
      told.set(file, changedAt);
    }
    for (const file of [...atStart, ...told.keys()]) {
      if (now.has(file) || told.get(file) === -1) continue;
      viteWatcher.emit('unlink', file);
      told.set(file, -1);
    }
  };

  const start = (viteWatcher: FSWatcher): Promise<void> => {
    stopWatchingFolders();
    started ??= new Promise((resolve) => {
      stopWaiting = resolve;
      // At once, and again once the watcher has read the folder, for what changed meanwhile.
      tellChanges(viteWatcher);
      const siteWatcher = watch(root, {
        ignoreInitial: true,
        ignorePermissionErrors: true,
        ignored: isLeftOut,
      });
      watcher = siteWatcher;
      siteWatcher.on('all', (event, file) => viteWatcher.emit(event, file));
      siteWatcher.on('error', (error) => viteWatcher.emit('error', error));
      siteWatcher.once('ready', () => {
        if (!siteWatcher.closed) tellChanges(viteWatcher);
        resolve();
      });
    });
    return started;
  };

  return {
    isDeferred: (file) => file !== root && isInside(file, root),
    startOnEdit(viteWatcher) {
      if (started) return;
      const startNow = () => void start(viteWatcher);
      for (const folder of [pagesDir, ...pageFolders]) {
        try {
          folderWatchers.push(watchFolder(folder, startNow).on('error', stopWatchingFolders));
        } catch {
          // A folder removed since it was listed: the watch still starts once the page has loaded.
        }
      }
    },
    start,
    async close() {
      stopWatchingFolders();
      await watcher?.close();
      stopWaiting();
    },
  };
}
