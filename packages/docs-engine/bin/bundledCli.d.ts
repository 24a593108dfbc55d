import type { Rolldown } from 'vite';

/** A module bundled into JavaScript, and where its bundles are kept. */
export interface Bundling {
  entry: string;
  folder: string;
}

/** A build's compile thread: compileTask.ts, and where its bundles are kept. */
export const COMPILE_THREAD: Bundling;
/** A build's compress thread: compressThread.ts, and where its bundles are kept. */
export const COMPRESS_THREAD: Bundling;

/**
 * The module (the CLI unless told) bundled into JavaScript, made again when one of its sources
 * changed; undefined when it cannot be made.
 */
export function bundledCli(bundling?: Bundling): Promise<string | undefined>;

/**
 * Starts a worker thread's code: its bundle, else `sources` through tsx's loader, after
 * `beforeSources`.
 */
export function startThread(
  bundling: Bundling,
  sources: URL,
  beforeSources?: () => Promise<void>,
): Promise<void>;

/** The bundler Vite ships with. */
export function loadRolldown(): Promise<typeof Rolldown>;

/**
 * Keeps each bundled module's `import.meta` (dirname, filename, url) what it is in the sources;
 * goes with SOURCE_LOCATION_OPTIONS in the bundler's input options.
 */
export function sourceLocations(rolldown: typeof Rolldown): Rolldown.Plugin;
export const SOURCE_LOCATION_OPTIONS: { transform: { define: Record<string, string> } };
