import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ENGINE_CLI, REPO_ROOT } from '../paths.ts';
import { serveSite, type ServedSite } from '../serveSite.ts';

/** A port free on 127.0.0.1 right now, for a server started a little later. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', resolve);
  });
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Builds the site as a deployment does, with the address it is published at (`DOCS_HOSTNAME`, see
 * site/.docsrc.ts), into a folder of its own, and serves it at that address. Only then are the
 * canonical and hreflang links full addresses, as search engines (and Lighthouse's SEO audits)
 * require; `site/dist`, built without an address, keeps them relative.
 */
export async function servePublishedSite(log: (line: string) => void): Promise<ServedSite> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const folder = await mkdtemp(path.join(tmpdir(), 'published-site-'));
  const outDir = path.join(folder, 'dist');
  log(`building the site as published at ${origin} into ${outDir}`);
  const build = spawnSync(
    process.execPath,
    [ENGINE_CLI, 'build', '--root', 'site', '--out', outDir],
    {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'production', DOCS_HOSTNAME: origin },
    },
  );
  try {
    if (build.status !== 0) throw new Error(`build of the published site failed:\n${build.stderr}`);
    const site = await serveSite(undefined, outDir, port);
    return {
      origin: site.origin,
      async close() {
        await site.close();
        await rm(folder, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
}
