import type { PageMeta } from '../../shared/types.ts';
import type { PageSource } from '../pages/scanPage.ts';
import { displayPath } from '../pages/scanSite.ts';
import type { MarkdownPage } from './pageMarkdown.ts';

/**
 * The page to write as Markdown, from the page's file, its metadata in the locale it is read in
 * and its tabs' sources. Its fields are the cache key of the result, so every caller builds it
 * here.
 */
export function markdownPage(
  file: string,
  meta: Pick<PageMeta, 'title' | 'path' | 'tabs'>,
  tabs: PageSource['tabs'],
): MarkdownPage {
  return {
    file,
    displayFile: displayPath(file),
    title: meta.title,
    path: meta.path,
    tabs: tabs.map((tab) => ({
      title: meta.tabs?.find(({ key }) => key === tab.key)?.meta.title ?? tab.key,
      file: tab.file,
      displayFile: tab.displayFile,
    })),
  };
}
