import type { Locale } from '../../shared/types.ts';
import { localeTexts } from '../localeTexts.ts';
import type { ParsedMarkdown } from '../markdown/parseMarkdown.ts';
import type { PageSource, ScannedPage } from '../pages/scanPage.ts';
import { displayPath } from '../pages/scanSite.ts';
import { siteUrl, type SiteAddress } from '../siteUrl.ts';
import { cachedPageMarkdown } from './cachedPageMarkdown.ts';
import { markdownPage } from './markdownPage.ts';

/** What a compile thread needs to write a page's Markdown as the build will ask for it. */
export interface MarkdownSettings extends SiteAddress {
  locales: Locale[];
  allowedRoots: string[];
}

class ApiNotAtHand extends Error {}

const byLocale = new Map<string, ReturnType<typeof cachedPageMarkdown>>();

/**
 * Writes a page's Markdown, in the locale it is written in, into the Markdown cache from the
 * trees its compile parsed, so that the build finds it made. A page that shows API definitions
 * (which this thread does not extract) or fails is left to the build, which reports any error.
 */
export async function prepareMarkdown(
  cacheDir: string,
  settings: MarkdownSettings,
  source: PageSource,
  page: ScannedPage,
  parsed: ReadonlyMap<string, ParsedMarkdown>,
): Promise<void> {
  const locale = settings.locales.find(({ id }) => id === source.locale);
  if (!locale) return;
  let render = byLocale.get(locale.id);
  if (!render) {
    render = cachedPageMarkdown(cacheDir, {
      url: siteUrl(settings),
      locales: settings.locales,
      locale,
      texts: localeTexts(locale.id),
      api: () => {
        throw new ApiNotAtHand();
      },
      display: displayPath,
      allowedRoots: settings.allowedRoots,
    });
    byLocale.set(locale.id, render);
  }
  try {
    await render(markdownPage(source.file, page.meta, source.tabs), (file) => parsed.get(file));
  } catch {
    // Made again by the build, which reports a failure with its file.
  }
}
