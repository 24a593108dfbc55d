import GithubSlugger from 'github-slugger';
import type { TocEntry } from '../../shared/types.ts';
import { pageMeta, tabTitle } from './pageMeta.ts';
import { readFrontmatterText, type Frontmatter } from './readFrontmatter.ts';
import { readSourceFile } from './readSourceFile.ts';
import { readSimpleFrontmatter } from './simpleFrontmatter.ts';
import type { PageSource, ScannedPage } from './scanPage.ts';

const FRONTMATTER = /^---\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)/;
const TITLE_HEADING = /^ {0,3}# +(.*?)[ \t]*$/m;
/**
 * Heading text that is the same read as Markdown and as plain text: no emphasis, code, links,
 * HTML or JSX, escapes, entities, expressions, directives or closing `#`s.
 */
const PLAIN_TEXT = /^(?![\s\S]*:[A-Za-z])[^\\`*_[\]<>&!{}~#|]*$/;

function readHead(source: PageSource): { frontmatter: Frontmatter; title?: string } {
  const text = readSourceFile(source.file, source.displayFile);
  const yaml = FRONTMATTER.exec(text);
  // The YAML text starts on the line after the opening `---`.
  const yamlText = yaml?.[1] ?? '';
  const frontmatter = yaml
    ? (readSimpleFrontmatter(yamlText) ?? readFrontmatterText(yamlText, 2, source.displayFile))
    : {};
  const title = TITLE_HEADING.exec(text.slice(yaml?.[0].length ?? 0))?.[1];
  return { frontmatter, title };
}

/**
 * A page's head scanned without the Markdown parser, for the dev server's index of a site of
 * any size: its frontmatter and the title of its first level-1 heading. Undefined when that
 * title is marked up and the page has no frontmatter title: only the parser can read it then.
 * The table of contents, demos and search texts come from the whole scan, when the page opens.
 */
export function scanPageHead(source: PageSource, lastUpdated: number): ScannedPage | undefined {
  const { frontmatter, title } = readHead(source);
  const plainTitle = title !== undefined && PLAIN_TEXT.test(title) ? title : undefined;
  if (title !== undefined && plainTitle === undefined && frontmatter.title === undefined)
    return undefined;
  const toc: TocEntry[] =
    plainTitle === undefined
      ? []
      : [{ id: new GithubSlugger().slug(plainTitle) || 'section-1', depth: 1, title: plainTitle }];
  const tabs = source.tabs.map((tab) => ({
    key: tab.key,
    meta: { title: tabTitle(readHead(tab).frontmatter, tab.key), toc: [] },
  }));
  return {
    meta: pageMeta({ source, frontmatter, toc, lastUpdated, tabs }),
    locale: source.locale,
    demos: [],
    texts: [],
    apiTables: [],
    embeddedFiles: [],
    components: new Set(),
  };
}
