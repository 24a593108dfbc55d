import path from 'node:path';
import type { Logger } from 'vite';
import { BuildError } from '../../shared/BuildError.ts';
import type { ApiDefinitions } from '../../shared/types.ts';
import type { ExtractedApi } from './extractApiDefinitions.ts';

/** What the API tables show: a failed read's message stands in their rows until it is fixed. */
export type ApiState =
  | { status: 'off' | 'resolving' | 'ready'; definitions: ApiDefinitions }
  | { status: 'failed'; definitions: ApiDefinitions; error: string };

/** The part of Vite's watcher the dev server's tables follow. */
export interface FileWatcher {
  add(files: string[]): unknown;
  on(event: 'add' | 'change' | 'unlink', listener: (file: string) => void): unknown;
}

export interface DevApiDefinitions {
  /** What the tables show now; the first call starts reading the types. */
  state(): ApiState;
  /**
   * The definitions once the reads started so far have ended, none if the last one failed (the
   * tables say why). Never rejects: the search data waits for it.
   */
  settled(): Promise<ApiDefinitions>;
}

/**
 * Dev: the props the API tables list, read again whenever a file they were read from changes. A
 * read that fails (a file that does not parse, an entry file removed) is logged and shown in the
 * tables, and the server goes on: a fix to the file brings the rows back, without a restart.
 * Reads run one at a time; edits saved during one make a single read after it.
 */
export function devApiDefinitions({
  entryFile,
  read,
  watcher,
  logger,
  onChange,
}: {
  entryFile: string;
  read: () => Promise<ExtractedApi>;
  watcher: FileWatcher;
  logger: Pick<Logger, 'error'>;
  /** Called when what the tables show has changed: the modules holding it are stale. */
  onChange: () => void;
}): DevApiDefinitions {
  let state: ApiState = { status: 'resolving', definitions: {} };
  let reads: Promise<ApiDefinitions> | undefined;
  let queued = false;
  const watched = new Set<string>();

  const watch = (files: readonly string[]) => {
    // An installed package changes only with an install, which restarts the server anyway.
    const added = files.filter(
      (file) => !watched.has(file) && !/[\\/]node_modules[\\/]/.test(file),
    );
    for (const file of added) watched.add(file);
    if (added.length > 0) watcher.add(added);
  };

  const settle = (next: ApiState): ApiDefinitions => {
    if (JSON.stringify(next) !== JSON.stringify(state)) {
      state = next;
      onChange();
    }
    return next.definitions;
  };

  const readOnce = (): Promise<ApiDefinitions> =>
    read().then(
      ({ definitions, files }) => {
        watch(files);
        return settle({ status: 'ready', definitions });
      },
      (error: unknown) => {
        // The file at fault may be one the last good read did not use (a new import): its fix
        // must be seen too. A BuildError names it relative to the working directory.
        if (error instanceof BuildError) watch([path.resolve(error.file)]);
        const message = error instanceof Error ? error.message : String(error);
        logger.error(message, { timestamp: true });
        return settle({ status: 'failed', definitions: {}, error: message });
      },
    );

  const readAgain = (file: string) => {
    // Before the first read nothing is shown yet: that read will find the file as it is now.
    if (!reads || !watched.has(file) || queued) return;
    queued = true;
    reads = reads.then(() => {
      queued = false;
      return readOnce();
    });
  };

  const start = (): Promise<ApiDefinitions> => {
    reads ??= readOnce();
    return reads;
  };

  watch([entryFile]);
  for (const event of ['add', 'change', 'unlink'] as const) watcher.on(event, readAgain);
  return {
    state() {
      void start();
      return state;
    },
    settled: start,
  };
}
