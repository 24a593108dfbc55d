import path from 'node:path';
import { markdownPath, unlocalizePath } from '../../shared/localePaths.ts';
import type { ApiDefinitions, Locale, NavItem } from '../../shared/types.ts';
import { extractApiDefinitions } from '../api/extractApiDefinitions.ts';
import type { ResolvedConfig } from '../config/SiteConfig.ts';
import { projectRoots } from '../pages/projectRoots.ts';
import { localeTexts } from '../localeTexts.ts';
import { navPathOf } from '../navigation/navPathOf.ts';
import type { LocaleState } from '../pages/localeStates.ts';
import type { PageSource } from '../pages/scanPage.ts';
import { displayPath } from '../pages/scanSite.ts';
import { cacheDir } from '../cacheDir.ts';
import { renderLlmsFullTxt, renderLlmsTxt, type LlmsPage, type LlmsSection } from './llmsTxt.ts';
import { cachedPageMarkdown, pruneMarkdownCache } from './cachedPageMarkdown.ts';
import { markdownPage } from './markdownPage.ts';

export interface MarkdownFilesOptions {
  config: ResolvedConfig;
  locales: readonly LocaleState[];
  /** Every page and tab source by file. */
  sources: ReadonlyMap<string, PageSource>;
  /** The published address of a path of the site. */
  url: (routePath: string) => string;
  /**
   * The props of the components the API tables list, as the rest of the build reads them (type
   * checking takes seconds: it is done once); read here when not given.
   */
  apiDefinitions?: Promise<ApiDefinitions>;
}

/** Where a locale's llms files go: beside its home page (`/zh-CN/llms.txt`, `/llms-cn.txt`). */
export function llmsPath(name: 'llms' | 'llms-full', locale: Locale): string {
  if (locale.suffix) return `/${name}${locale.suffix}.txt`;
  const base = locale.base ?? '/';
  return `${base === '/' ? '' : base}/${name}.txt`;
}

/** The navigation's top-level sections with their nav paths (as the default locale has them). */
function navSections(
  nav: readonly NavItem[],
  locale: Locale,
): { title: string; navPath: string }[] {
  return nav.flatMap((item) => {
    const own = item.activePath ?? item.link;
    const section =
      own?.startsWith('/') && !own.startsWith('//')
        ? [{ title: item.title, navPath: navPathOf(unlocalizePath(own, locale)) }]
        : [];
    return [...section, ...navSections(item.children ?? [], locale)];
  });
}

/** How long this thread makes pages' Markdown before the other work waiting gets its turn. */
const TURN_MS = 10;

/**
 * Each page's Markdown, at its path beside the page (`<route>.md`), and per locale `llms.txt` and
 * `llms-full.txt`, grouped and ordered as the locale's navigation; by path under the site's base.
 */
export async function renderMarkdownFiles(
  options: MarkdownFilesOptions,
): Promise<Map<string, string>> {
  const { config, locales, sources, url } = options;
  const allowedRoots = projectRoots(config.root);
  const api: ApiDefinitions | undefined = config.apiParser
    ? await (options.apiDefinitions ??
        extractApiDefinitions(config.apiParser.entryFile, { cacheDir: cacheDir(config) }))
    : undefined;
  const files = new Map<string, string>();
  // Every page of every locale is asked for: the rest of the cache is of pages edited or removed.
  const asked = new Set<string>();
  let lastTurn = performance.now();
  for (const { locale, data } of locales) {
    const texts = localeTexts(locale.id);
    const pageMarkdown = cachedPageMarkdown(
      cacheDir(config),
      {
        url,
        locales: config.locales,
        locale,
        texts,
        api: () => api,
        display: displayPath,
        allowedRoots,
      },
      asked,
    );
    const byPath = new Map<string, LlmsPage>();
    for (const page of data.pages) {
      const file = path.resolve(config.root, page.filename);
      // A build makes these while it prerenders: now and then, the render threads' replies get
      // their turn on this thread. Not after every page: most of a rebuild's come from the cache,
      // and llms-full.txt, the last file compressed, waits for the last of them.
      if (performance.now() - lastTurn > TURN_MS) {
        await new Promise<void>((resolve) => setImmediate(resolve));
        lastTurn = performance.now();
      }
      const markdown = await pageMarkdown(markdownPage(file, page, sources.get(file)?.tabs ?? []));
      const mdPath = markdownPath(page.path, locale);
      files.set(mdPath, markdown);
      byPath.set(page.path, {
        title: page.title,
        description: page.description,
        markdownUrl: url(mdPath),
        markdown,
      });
    }
    const sections: LlmsSection[] = navSections(data.nav, locale).map(({ title, navPath }) => ({
      title,
      pages: (data.sidebar[navPath] ?? [])
        .flatMap((group) => group.children)
        .flatMap((item) => {
          const page = byPath.get(item.link);
          byPath.delete(item.link);
          return page ? [page] : [];
        }),
    }));
    const site = {
      title: config.title,
      description: config.description,
      sections: [{ pages: [...byPath.values()] }, ...sections],
      otherPagesTitle: texts['layout.sidebar.nav'],
    };
    files.set(llmsPath('llms', locale), renderLlmsTxt(site));
    files.set(llmsPath('llms-full', locale), renderLlmsFullTxt(site));
  }
  pruneMarkdownCache(cacheDir(config), asked);
  return files;
}
