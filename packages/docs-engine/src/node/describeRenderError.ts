import { existsSync, readFileSync } from 'node:fs';
import { SourceMap, type SourceMapPayload } from 'node:module';
import path from 'node:path';

/**
 * The error behind a wrapper: a page chunk that failed to import is reported by the client as
 * `ChunkLoadError: Loading chunk demo/motion failed`, with what the module threw as its cause.
 */
export function rootCause(error: unknown): unknown {
  let current = error;
  while (current instanceof Error && current.cause !== undefined) current = current.cause;
  return current;
}

/**
 * A stack frame's file, line and column: `(/x/y.mjs:5:8)` or `at /x/y.mjs:5:8`, the file as a
 * path or, from modules Node loaded itself (a render thread's), as a `file://` URL.
 */
const FRAME = /(\(|at )(?:file:\/\/)?(\/[^():\s]+\.mjs):(\d+):(\d+)/g;

/**
 * Rewrites the frames of a stack that point into the server bundle to the site's own files,
 * from the bundle's source maps, so that an error names `docs/demos/motion.tsx:3`. (Node's
 * own source map support does not reach modules loaded through the TypeScript loader.)
 */
export function mapStackToSources(stack: string, bundleDir: string): string {
  const maps = new Map<string, SourceMap | undefined>();
  const mapOf = (file: string) => {
    if (!maps.has(file)) {
      const mapFile = `${file}.map`;
      maps.set(
        file,
        existsSync(mapFile)
          ? new SourceMap(JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMapPayload)
          : undefined,
      );
    }
    return maps.get(file);
  };
  return stack.replace(FRAME, (frame, lead: string, file: string, line: string, column: string) => {
    if (!file.startsWith(bundleDir + path.sep)) return frame;
    const entry = mapOf(file)?.findEntry(Number(line) - 1, Number(column) - 1);
    if (!entry || !('originalSource' in entry) || !entry.originalSource) return frame;
    const source = path.resolve(path.dirname(file), entry.originalSource.replace(/^file:\/\//, ''));
    return `${lead}${source}:${entry.originalLine + 1}:${entry.originalColumn + 1}`;
  });
}

/** Frames of the site's own code; the engine's bundle and installed packages are noise here. */
function siteFrames(stack: string, bundleDir: string): string {
  const [message = '', ...frames] = stack.split('\n');
  const own = frames.filter(
    (frame) => !frame.includes(`${path.sep}node_modules${path.sep}`) && !frame.includes(bundleDir),
  );
  return [message, ...(own.length ? own : frames.slice(0, 3))].join('\n');
}

/** The stack (or message) of the error behind any wrappers, mapped to the site's files. */
export function causeText(error: unknown, bundleDir: string): string {
  const cause = rootCause(error);
  if (!(cause instanceof Error)) return String(cause);
  const stack = cause.stack ?? `${cause.name}: ${cause.message}`;
  return siteFrames(mapStackToSources(stack, bundleDir), bundleDir);
}

/** The demo an error was thrown in, read from its mapped stack: the frame nearest the throw wins. */
export function demoOfError<T extends { entryFile: string }>(
  error: unknown,
  demos: T[],
  bundleDir: string,
): T | undefined {
  const stack = causeText(error, bundleDir);
  const positions = demos
    .map((demo) => ({ demo, at: stack.indexOf(`${demo.entryFile}:`) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at);
  return positions[0]?.demo;
}
