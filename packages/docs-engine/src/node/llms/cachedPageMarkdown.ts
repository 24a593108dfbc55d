import { readFileSync } from 'node:fs';
import path from 'node:path';
import { engineFingerprint } from '../compile/engineFingerprint.ts';
import {
  dependenciesHold,
  fileDependencies,
  type FileDependencies,
} from '../compile/fileDependencies.ts';
import { contentKey, createContentCache } from '../contentCache.ts';
import {
  pageMarkdownWithSources,
  type MarkdownContext,
  type MarkdownPage,
} from './pageMarkdown.ts';

interface CacheEntry {
  markdown: string;
  dependencies: FileDependencies;
}

function readEntry(bytes: Buffer | undefined): string | undefined {
  if (!bytes) return undefined;
  try {
    const entry = JSON.parse(bytes.toString('utf8')) as CacheEntry;
    return dependenciesHold(entry.dependencies) ? entry.markdown : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `pageMarkdown` through the content-addressed cache under `cacheDir`: a page's Markdown is made
 * again only when its text, a tab's, an embedded file, a demo's source, the context it is read
 * in or the engine changed. The context's functions are keyed by what they give: the address of
 * the site's root, the locale's texts, the folder errors are named from.
 */
export function cachedPageMarkdown(
  cacheDir: string,
  context: MarkdownContext,
): (page: MarkdownPage) => Promise<string> {
  const cache = createContentCache(path.join(cacheDir, 'markdown'));
  const contextKey = contentKey(
    engineFingerprint(),
    process.cwd(),
    context.url('/'),
    JSON.stringify([context.locales, context.locale, context.texts, context.allowedRoots]),
    JSON.stringify(context.api ?? null),
  );
  return async (page) => {
    const key = contentKey(
      contextKey,
      JSON.stringify(page),
      ...[page, ...(page.tabs ?? [])].map((source) => readFileSync(source.file)),
    );
    const known = readEntry(cache.read(key));
    if (known !== undefined) return known;
    const { markdown, files } = await pageMarkdownWithSources(page, context);
    cache.write(
      key,
      JSON.stringify({ markdown, dependencies: fileDependencies(files) } satisfies CacheEntry),
    );
    return markdown;
  };
}
