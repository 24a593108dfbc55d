import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { watch } from 'chokidar';
import type { Logger, ViteDevServer } from 'vite';
import { BuildError } from '../shared/BuildError.ts';
import type { ResolvedConfig } from './config/SiteConfig.ts';
import { startDevServer } from './dev.ts';

export interface DevSessionOptions {
  /** The site's config, as loaded for the start. */
  config: ResolvedConfig;
  /** Loads and validates the config again, with the command line's overrides. */
  loadConfig: () => Promise<ResolvedConfig>;
  port: number;
  host: string;
  /** Where the servers and the session log; by default, the first server's own logger. */
  logger?: Logger;
}

export interface DevSession {
  /** The server serving now: another one, on the same port, once a config edit is applied. */
  readonly server: ViteDevServer;
  close(): Promise<void>;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * `docs-engine dev`: the dev server, started again in this process on its port when an edit to
 * the site's config (or to a file it imports) loads and validates. Everything the server is made
 * of (the engine's plugin, the site's index, the page shell) is built from the config, so a new
 * one is started rather than the config patched into the old one; the open pages, whose
 * connection to the old one closed, reload once the new one answers (Vite's client polls for it).
 * An edit that fails to load or to validate is logged as the build reports it, and the server
 * goes on with the config it has.
 */
export async function startDevSession(options: DevSessionOptions): Promise<DevSession> {
  const { host, loadConfig } = options;
  let config = options.config;
  let server = await startDevServer(config, options.port, host, { logger: options.logger });
  const logger = options.logger ?? server.config.logger;
  // Port 0 (any free one) becomes the port the first server got: the open pages poll that one.
  const { port } = server.httpServer?.address() as AddressInfo;
  const shownFile = path.relative(process.cwd(), config.configFile) || config.configFile;
  let closed = false;

  // Not listening, the server is closed already: its restart failed (and was reported).
  const stop = async () => {
    if (server.httpServer?.listening) await server.close();
  };

  const restartWith = async (next: ResolvedConfig) => {
    await stop();
    try {
      server = await startDevServer(next, port, host, { logger, strictPort: true });
      config = next;
    } catch (error) {
      logger.error(`${shownFile}: the dev server could not start with it: ${messageOf(error)}`, {
        timestamp: true,
      });
      server = await startDevServer(config, port, host, { logger, strictPort: true });
    }
  };

  const apply = async () => {
    let next: ResolvedConfig;
    try {
      next = await loadConfig();
    } catch (error) {
      const reason =
        error instanceof BuildError ? error.message : `${shownFile}: ${messageOf(error)}`;
      const goingOn = 'The dev server goes on with the config as it was: save a fix to apply it';
      logger.error(`${reason}\n${goingOn}`, { timestamp: true });
      return;
    }
    // A save that changed nothing the site is made of (or undid a broken edit) reloads nothing.
    if (closed || isDeepStrictEqual(next, config)) return;
    watchFilesOf(next);
    await restartWith(next);
  };

  // Edits are applied one at a time, in order; those saved while one waits to be applied are
  // seen by it, since it reads the file when its turn comes.
  let applying = Promise.resolve();
  let waiting = false;
  const onEdit = () => {
    if (waiting) return;
    waiting = true;
    applying = applying.then(() => {
      waiting = false;
      return apply().catch((error: unknown) => {
        logger.error(`${shownFile}: the dev server could not start again: ${messageOf(error)}`, {
          timestamp: true,
        });
      });
    });
  };
  // Watched on its own rather than through Vite's watcher: that one is closed with each server,
  // and watches the site's folder only once the first page has loaded (see deferredWatch). The
  // files the config imports (its sidebar in a file of its own) are watched with it.
  const watcher = watch(config.configFiles, { ignoreInitial: true }).on('all', onEdit);
  const watchFilesOf = (next: ResolvedConfig) => {
    watcher.unwatch(config.configFiles.filter((file) => !next.configFiles.includes(file)));
    watcher.add(next.configFiles);
  };

  return {
    get server() {
      return server;
    },
    async close() {
      closed = true;
      await watcher.close();
      await applying;
      await stop();
    },
  };
}
