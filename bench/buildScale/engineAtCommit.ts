import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../paths.ts';

export interface EngineAtCommit {
  /** The CLI of the engine as it was at the commit. */
  cli: string;
  /** Removes the worktree and its dependencies. */
  remove(): void;
}

/**
 * The engine as it was at `commit`, in a temporary git worktree with its own `npm ci`, to build
 * the same site with for comparison. The caller removes it.
 */
export function engineAtCommit(commit: string, log: (line: string) => void): EngineAtCommit {
  const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'engine-')), commit);
  const git = (args: string[]) => execFileSync('git', args, { cwd: REPO_ROOT, stdio: 'pipe' });
  const remove = () => {
    git(['worktree', 'remove', '--force', dir]);
    rmSync(path.dirname(dir), { recursive: true, force: true });
  };
  log(`checking out the engine at ${commit} in ${dir}, with its own npm ci`);
  git(['worktree', 'add', '--detach', dir, commit]);
  try {
    execFileSync('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund'], {
      cwd: dir,
      stdio: 'pipe',
    });
  } catch (error) {
    remove();
    throw error;
  }
  return { cli: path.join(dir, 'packages', 'docs-engine', 'bin', 'docs-engine.js'), remove };
}
