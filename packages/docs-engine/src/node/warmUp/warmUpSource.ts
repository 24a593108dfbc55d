import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { PageSource } from '../pages/scanPage.ts';
import { displayPath } from '../pages/scanSite.ts';

const FILE = fileURLToPath(new URL('./warmUpPage.md', import.meta.url));

/**
 * The page the dev server compiles as it starts (it is not part of the site): its code blocks
 * load the highlighter's grammars, which the site's home page may not have.
 */
export function warmUpSource(locale: string): PageSource {
  return {
    file: FILE,
    relativeFile: path.basename(FILE),
    routePath: '/~warm-up',
    locale,
    displayFile: displayPath(FILE),
    filename: path.basename(FILE),
    tabs: [],
    development: true,
    allowedRoots: [path.dirname(FILE)],
    translations: [],
  };
}
