import { spawn } from 'node:child_process';

/**
 * How long a hook may take to build a site and start serving it. A hook has its own time limit
 * (the project's 30 s unless the hook sets one), apart from the tests' limit: under load a build
 * alone takes longer than 30 s.
 */
export const BUILD_HOOK_TIMEOUT = 180_000;

const CLI = 'packages/docs-engine/bin/docs-engine.js';

/**
 * Runs `docs-engine build` with its output shown. Asynchronous on purpose: while a synchronous
 * child process runs, the test runner's timers cannot fire, so a hung build would never time out.
 */
export function buildSite(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, 'build', ...args], { stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else
        reject(
          new Error(`docs-engine build ${args.join(' ')} failed (${signal ?? `exit ${code}`})`),
        );
    });
  });
}
