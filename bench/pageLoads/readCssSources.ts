import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../paths.ts';
import type { CssSource } from './inlineCssSources.ts';

/** Where the site's stylesheets come from: the theme, the site's demos, the drawer. */
const SOURCE_DIRS = ['packages/docs-engine/src/theme', 'site/docs', 'packages/drawer/src'];

/** Every source stylesheet a page's inline CSS can come from, named by its path in the repo. */
export function readCssSources(): CssSource[] {
  return SOURCE_DIRS.flatMap((dir) =>
    readdirSync(path.join(REPO_ROOT, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.css'))
      .sort()
      .map((file) => {
        const name = path.join(dir, file);
        return { name, css: readFileSync(path.join(REPO_ROOT, name), 'utf8') };
      }),
  );
}
