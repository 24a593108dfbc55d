import { readSourceFile } from './readSourceFile.ts';
import type { PageSource } from './scanPage.ts';

const FRONTMATTER = /^---\r?\n[\s\S]*?\r?\n---(?:\r?\n|$)/;
const TITLE_HEADING = /^# .*$/m;

/**
 * A page's head: its frontmatter and its first level-1 heading, which is all the navigation and
 * the sidebar need. Scanning only that lets the dev server index a site of any size at once.
 */
export function readPageHead(source: PageSource): string {
  const text = readSourceFile(source.file, source.displayFile);
  const frontmatter = FRONTMATTER.exec(text)?.[0] ?? '';
  const title = TITLE_HEADING.exec(text.slice(frontmatter.length))?.[0] ?? '';
  return `${frontmatter}\n${title}\n`;
}
