import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { isInside } from '../isInside.ts';

function declaresWorkspaces(folder: string): boolean {
  const manifest = path.join(folder, 'package.json');
  if (!existsSync(manifest)) return false;
  try {
    return 'workspaces' in (JSON.parse(readFileSync(manifest, 'utf8')) as object);
  } catch {
    return false;
  }
}

/** The nearest folder at or above `start` whose package.json declares `workspaces`. */
function workspaceRoot(start: string): string | undefined {
  for (let folder = start; ; folder = path.dirname(folder)) {
    if (declaresWorkspaces(folder)) return folder;
    if (path.dirname(folder) === folder) return undefined;
  }
}

function gitRoot(folder: string): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', '--show-toplevel'], {
      cwd: folder,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return undefined;
  }
}

/**
 * The folders a page may read files from: the site root and the workspace or repository that
 * holds it (a site's home page may embed its library's README). Real paths, so that a symlink
 * cannot lead out of them.
 */
export function projectRoots(siteRoot: string): string[] {
  const root = realpathSync(siteRoot);
  const project = workspaceRoot(root) ?? gitRoot(root);
  return project === undefined ? [root] : [root, realpathSync(project)];
}

/** True when `file` (an existing path) lies inside one of `roots`, symlinks followed. */
export function isInsideProject(file: string, roots: string[]): boolean {
  const real = realpathSync(file);
  return roots.some((root) => isInside(real, root));
}
