import { spawn, type ChildProcess } from 'node:child_process';
import { expect } from '@playwright/test';

const CLI = 'packages/docs-engine/bin/docs-engine.js';

/**
 * Starts `docs-engine dev` on the site in `root` and resolves once it answers a page request: a
 * new site's first start may take seconds on a busy machine. Stop it with stopDevServerProcess.
 */
export async function startDevServerProcess(root: string, port: number): Promise<ChildProcess> {
  const server = spawn('node', [CLI, 'dev', '--root', root, '--port', `${port}`], {
    stdio: 'inherit',
  });
  const status = () =>
    fetch(`http://127.0.0.1:${port}`, { headers: { accept: 'text/html' } }).then(
      (response) => response.status,
      () => 0,
    );
  await expect.poll(status, { message: 'the dev server answers', timeout: 60_000 }).toBe(200);
  return server;
}

/**
 * Stops the server and resolves once its process has exited: until then it may still write into
 * the site's folder (the optimizer's bundles, the page cache), which a removal would race.
 */
export async function stopDevServerProcess(server: ChildProcess | undefined): Promise<void> {
  if (!server || server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill();
  await exited;
}
