import path from 'node:path';
import type { PageMeta, PageTab, TocEntry } from '../../shared/types.ts';
import type { Frontmatter } from './readFrontmatter.ts';
import type { PageSource } from './scanPage.ts';
import { startCase } from './startCase.ts';

export interface PageMetaParts {
  source: PageSource;
  frontmatter: Frontmatter;
  toc: TocEntry[];
  lastUpdated: number;
  tabs: PageTab[];
}

/**
 * What the site knows of a page from its frontmatter and headings: its title is the frontmatter's,
 * else its first level-1 heading's, else its file's name.
 */
export function pageMeta({ source, frontmatter, toc, lastUpdated, tabs }: PageMetaParts): PageMeta {
  const name = path.basename(source.relativeFile, '.md').replace(`.${source.locale}`, '');
  const fallbackName = name === 'index' ? path.basename(path.dirname(source.relativeFile)) : name;
  return {
    id: source.relativeFile.replace(/\.md$/, ''),
    path: source.routePath,
    title:
      frontmatter.title ??
      toc.find((entry) => entry.depth === 1)?.title ??
      startCase(fallbackName === '.' ? 'home' : fallbackName),
    subtitle: frontmatter.subtitle,
    description: frontmatter.description,
    filename: source.filename,
    lastUpdated,
    toc,
    nav: frontmatter.nav,
    hero: frontmatter.hero,
    group: frontmatter.group,
    order: frontmatter.order ?? 0,
    sidebar: frontmatter.sidebar,
    ...(tabs.length && { tabs }),
  };
}

/** A content tab's title: its frontmatter's, else its key's words. */
export function tabTitle(frontmatter: Frontmatter, key: string): string {
  return frontmatter.title ?? startCase(key);
}
