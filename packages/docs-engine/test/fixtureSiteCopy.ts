import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { ViteDevServer } from 'vite';
import { loadConfig } from '../src/node/config/loadConfig.ts';
import { startDevServer } from '../src/node/dev.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../../../e2e/fixtures');

/**
 * A copy of one of the browser tests' fixture sites, for a dev server that writes its cache beside
 * the site or a test that edits its files. It sits beside the fixture, inside the repository
 * (ignored by git as `*.tmp.*`), where the config resolves the engine from node_modules.
 */
export function copyFixtureSite(fixture: string, purpose: string): string {
  const root = path.join(FIXTURES, `${purpose}.tmp.${process.pid}`);
  cpSync(path.join(FIXTURES, fixture), root, { recursive: true });
  return root;
}

/**
 * Removes a copy. Vite's dependency optimizer, cancelled by a server's close, leaves its bundler
 * writing the folder for a moment: removal retries (on ENOTEMPTY) until the writes have stopped.
 */
export function removeFixtureSite(root: string): void {
  rmSync(root, { recursive: true, force: true, maxRetries: 10 });
}

/** Where a listening dev server answers, without a trailing slash. */
export function serverOrigin(server: ViteDevServer): string {
  const [url] = server.resolvedUrls?.local ?? [];
  return (url ?? '').replace(/\/$/, '');
}

/** A dev server of the site at `root` on a free port of this machine, and where it answers. */
export async function startDevServerAt(
  root: string,
): Promise<{ server: ViteDevServer; origin: string }> {
  const config = await loadConfig(root, { mode: 'development' });
  const server = await startDevServer(config, 0, '127.0.0.1');
  return { server, origin: serverOrigin(server) };
}
