import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ViteDevServer } from 'vite';
import { loadConfig } from './config/loadConfig.ts';
import { startDevServer } from './dev.ts';
import { keepSharedDeps, SHARED_DEPS_STORE, siteDepsOf } from './sharedDeps.ts';

/**
 * A site of one page, beside the store: it resolves the engine and React as a site in the same
 * project does (through the node_modules folders above it).
 */
const SEED_SITE = path.join(path.dirname(SHARED_DEPS_STORE), 'docs-engine-seed-site');
/** Longer than the optimizer takes on any machine: past it, an install does not wait. */
const GIVE_UP_MS = 120_000;

/** Resolves once Vite's optimizer has written the bundles it set out to make at start. */
async function optimizerDone(server: ViteDevServer): Promise<void> {
  const metadata = server.environments.client.depsOptimizer?.metadata;
  const processing = Object.values(metadata?.discovered ?? {}).map((info) => info.processing);
  let timer: NodeJS.Timeout | undefined;
  const givenUp = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the optimizer had not finished after ${GIVE_UP_MS / 1000} s`)),
      GIVE_UP_MS,
    );
  });
  try {
    await Promise.race([Promise.all(processing), givenUp]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Bundles React and the engine's runtime into the shared store, as a new site's dev server would
 * (the workspace's `prepare`, which `npm ci` runs): a fresh clone's first new site starts without
 * bundling them. Resolves with whether bundles were made; those kept already are left as they are.
 */
export async function prepareSharedDeps(): Promise<boolean> {
  rmSync(SEED_SITE, { recursive: true, force: true });
  mkdirSync(path.join(SEED_SITE, 'docs'), { recursive: true });
  writeFileSync(path.join(SEED_SITE, '.docsrc.ts'), "export default { title: 'Seed' };\n");
  writeFileSync(path.join(SEED_SITE, 'docs', 'index.md'), '# Seed\n');
  try {
    const config = await loadConfig(SEED_SITE, { mode: 'development' });
    const server = await startDevServer(config, 0, '127.0.0.1');
    try {
      await optimizerDone(server);
      const site = siteDepsOf(server);
      return site !== undefined && (await keepSharedDeps(site));
    } finally {
      await server.close();
    }
  } finally {
    rmSync(SEED_SITE, { recursive: true, force: true, maxRetries: 10 });
  }
}
