import path from 'node:path';
import { BuildError } from '../shared/BuildError.ts';
import { isInside } from './isInside.ts';
import { displayPath } from './pages/scanSite.ts';

interface Folders {
  root: string;
  docsDir: string;
  outDir: string;
}

/**
 * A build replaces its output folder entirely, so that folder must hold nothing but output:
 * not the site root, no folder that contains it, and nothing inside the sources (`docs/`,
 * `public/`). Throws naming the folder and why.
 */
export function assertSafeOutDir({ root, docsDir, outDir }: Folders): void {
  const out = path.resolve(outDir);
  const reasons: [boolean, string][] = [
    [out === path.resolve(root), 'it is the site root'],
    [isInside(path.resolve(root), out), `it contains the site root ${displayPath(root)}`],
    [
      isInside(out, path.resolve(docsDir)),
      `it lies inside the pages folder ${displayPath(docsDir)}`,
    ],
    [
      isInside(out, path.join(root, 'public')),
      `it lies inside the public folder ${displayPath(path.join(root, 'public'))}`,
    ],
  ];
  const reason = reasons.find(([applies]) => applies)?.[1];
  if (reason === undefined) return;
  throw new BuildError(
    'OUT_DIR',
    displayPath(out),
    `cannot be the output folder: ${reason}, and a build replaces its output folder entirely. Choose another, such as ${displayPath(path.join(root, 'dist'))}`,
  );
}
