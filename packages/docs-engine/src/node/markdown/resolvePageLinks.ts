import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import { localizePath } from '../../shared/localePaths.ts';
import type { Locale } from '../../shared/types.ts';
import { localeOfFile } from '../pages/localeOfFile.ts';
import { routePathFromFile } from '../pages/routePathFromFile.ts';
import { isLeftOut, TAB_FILE } from '../pages/pageFileNames.ts';
import { walkTree } from './walkTree.ts';
import { writtenPath } from './writtenPath.ts';

/**
 * A relative link to a Markdown file, `other.md`, `./other.md#usage` or `../guide/index.md?x`:
 * no scheme, not from the root, a path ending in `.md` before any query or hash.
 */
const PAGE_FILE_LINK = /^(?![a-z][a-z\d+.-]*:|\/)([^?#]*\.md)([?#].*)?$/i;

export interface PageLinkOptions {
  /** Absolute path of the page. */
  file: string;
  /** The folder the site's pages are in. */
  docsDir: string;
  /** The site's locales but the default, whose pages' files are named `<page>.<id>.md`. */
  translations: Locale[];
  /** Turns an absolute path into the form errors show. */
  display: (file: string) => string;
}

/**
 * Points every relative link to a page's Markdown file at that page's address, so that pages link
 * to each other as they do on GitHub and in an editor: `[Placement](./placement.md#api)` becomes
 * `/demo/placement#api`. A link is read from the file it was written in (an embedded file's own
 * folder for its links). A link to a translation's file goes to that translation; a link to a
 * default-locale file goes to the page in the reader's language, as a link to its address does.
 * A link to a file that is no page fails the build at its line. Returns the files linked to:
 * one that appears or goes away changes the page.
 */
export function resolvePageLinks(tree: Root, options: PageLinkOptions): string[] {
  const { docsDir, translations, display } = options;
  const linked = new Set<string>();
  walkTree(tree, (node) => {
    if (node.type !== 'link' && node.type !== 'definition') return;
    const match = PAGE_FILE_LINK.exec(node.url);
    const [, written, rest = ''] = match ?? [];
    if (!written) return;
    const { target, fail } = writtenPath(node, written, {
      page: options.file,
      display,
      code: 'PAGE_LINK',
      what: 'the link to',
    });
    linked.add(target);
    const relative = path.relative(docsDir, target).split(path.sep).join('/');
    if (relative.startsWith('../') || path.isAbsolute(relative)) {
      fail(`points outside ${display(docsDir)}, the folder of the site's pages`);
    }
    if (!existsSync(target)) fail(`points at ${display(target)}, which does not exist`);
    if (isLeftOut(relative)) {
      fail(
        `points at ${display(target)}, which is no page: names starting with . or _ are left out`,
      );
    }
    const { locale, file } = localeOfFile(
      relative,
      translations.map(({ id }) => id),
    );
    const tab = TAB_FILE.exec(file);
    if (tab) fail(`points at a tab of a page: link to ${file.slice(0, tab.index)}.md instead`);
    const route = routePathFromFile(file, display(target));
    const translation = translations.find(({ id }) => id === locale);
    node.url = `${translation ? localizePath(route, translation) : route}${rest}`;
  });
  return [...linked];
}
