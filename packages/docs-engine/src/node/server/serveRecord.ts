import { mkdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { colorModeScript } from '../colorModeScript.ts';
import type { ResolvedConfig } from '../config/SiteConfig.ts';
import type { SiteState } from '../siteState.ts';
import { contentSecurityPolicy } from './contentSecurityPolicy.ts';
import { siteRoutes } from './pageAddresses.ts';

/**
 * What `preview` needs to serve a build, written by the build into the output folder, so that
 * serving never reads the site's sources. A dot folder: the server never serves it.
 */
export const SERVE_RECORD_FILE = path.join('.docs-engine', 'serve.json');

export interface ServeRecord {
  base: string;
  /** Every address the client router has a page for (pages and `~demos/<id>`), without base. */
  routes: string[];
  /** Server loaders by route id, their files relative to the output folder. */
  loaders: Record<string, string>;
  serverLoaderTimeout: number;
  contentSecurityPolicy: string;
}

/** What the build records for `preview`. `outDir` is where the output will live in the end. */
export function serveRecordOf(config: ResolvedConfig, state: SiteState): ServeRecord {
  const relative = (file: string) => path.relative(config.outDir, file).split(path.sep).join('/');
  return {
    base: config.base,
    routes: siteRoutes(state),
    loaders: Object.fromEntries(
      [...state.serverLoaders].map(([route, loader]) => [route, relative(loader.file)]),
    ),
    serverLoaderTimeout: config.serverLoaderTimeout,
    contentSecurityPolicy: contentSecurityPolicy([
      colorModeScript(config.themeConfig.prefersColor),
    ]),
  };
}

/** Writes the record into `dir`, the folder being built. */
export function writeServeRecord(dir: string, config: ResolvedConfig, state: SiteState): void {
  const file = path.join(dir, SERVE_RECORD_FILE);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(serveRecordOf(config, state), null, 2)}\n`);
}

/** The record of the build in `outDir`, or undefined when the folder was not built by the engine. */
export async function readServeRecord(outDir: string): Promise<ServeRecord | undefined> {
  let text: string;
  try {
    text = await readFile(path.join(outDir, SERVE_RECORD_FILE), 'utf8');
  } catch {
    return undefined;
  }
  return JSON.parse(text) as ServeRecord;
}
