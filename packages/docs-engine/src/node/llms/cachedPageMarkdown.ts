import path from 'node:path';
import { engineFingerprint } from '../compile/engineFingerprint.ts';
import {
  dependenciesHold,
  fileDependencies,
  fileKey,
  type FileDependencies,
} from '../compile/fileDependencies.ts';
import { contentKey } from '../contentCache.ts';
import { createPackCache } from '../packCache.ts';
import {
  pageMarkdownWithSources,
  type MarkdownContext,
  type MarkdownPage,
  type ParsedFile,
} from './pageMarkdown.ts';

const markdownCache = (cacheDir: string) => createPackCache(path.join(cacheDir, 'markdown'));

/** Drops the pages' Markdown kept under `cacheDir` but the entries `asked` holds. */
export function pruneMarkdownCache(cacheDir: string, asked: ReadonlySet<string>): void {
  markdownCache(cacheDir).prune(asked);
}

interface CacheEntry {
  markdown: string;
  dependencies: FileDependencies;
  /** The content key of the API definitions, for a page that shows some. */
  api?: string;
}

/**
 * `pageMarkdown` through the content-addressed cache under `cacheDir`: a page's Markdown is made
 * again only when its text, a tab's, an embedded file, a demo's source, the context it is read
 * in, the API definitions it shows or the engine changed. The context's functions are keyed by
 * what they give: the address of the site's root, the locale's texts, the folder errors are
 * named from; the API definitions are asked for only to check an entry that shows some.
 * `parsed` gives the trees the caller has parsed already. The key of each page asked for is
 * added to `asked`, if given (see pruneMarkdownCache).
 */
export function cachedPageMarkdown(
  cacheDir: string,
  context: MarkdownContext,
  asked?: Set<string>,
): (page: MarkdownPage, parsed?: ParsedFile) => Promise<string> {
  const cache = markdownCache(cacheDir);
  const contextKey = contentKey(
    engineFingerprint(),
    process.cwd(),
    context.url('/'),
    JSON.stringify([context.locales, context.locale, context.texts, context.allowedRoots]),
  );
  let apiKey: string | undefined;
  const currentApiKey = () => (apiKey ??= contentKey(JSON.stringify(context.api() ?? null)));
  const readEntry = (bytes: Buffer | undefined): string | undefined => {
    if (!bytes) return undefined;
    let entry: CacheEntry;
    try {
      entry = JSON.parse(bytes.toString('utf8')) as CacheEntry;
    } catch {
      return undefined;
    }
    if (!dependenciesHold(entry.dependencies)) return undefined;
    if (entry.api !== undefined && entry.api !== currentApiKey()) return undefined;
    return entry.markdown;
  };
  return async (page, parsed) => {
    const key = contentKey(
      contextKey,
      JSON.stringify(page),
      ...[page, ...(page.tabs ?? [])].map((source) => fileKey(source.file)),
    );
    asked?.add(key);
    const known = readEntry(cache.read(key));
    if (known !== undefined) return known;
    let showsApi = false;
    const { markdown, files } = await pageMarkdownWithSources(
      page,
      {
        ...context,
        api: () => {
          showsApi = true;
          return context.api();
        },
      },
      parsed,
    );
    const entry: CacheEntry = {
      markdown,
      dependencies: fileDependencies(files),
      ...(showsApi ? { api: currentApiKey() } : {}),
    };
    cache.write(key, JSON.stringify(entry));
    return markdown;
  };
}
