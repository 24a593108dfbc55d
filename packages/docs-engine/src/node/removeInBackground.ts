import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

const REMOVE = "require('node:fs').rmSync(process.argv[1], { recursive: true, force: true })";

/**
 * Removes a folder in a process of its own, which outlives this one: deleting thousands of files
 * takes seconds on disks that discard each freed block, and nothing needs to wait for it. A
 * removal cut short leaves the folder, which its owner removes again on its next run.
 */
export function removeInBackground(folder: string): void {
  const remover = spawn(process.execPath, ['-e', REMOVE, folder], {
    detached: true,
    stdio: 'ignore',
  });
  // Without a process to do it, it is done here.
  remover.on('error', () => rmSync(folder, { recursive: true, force: true }));
  remover.unref();
}
