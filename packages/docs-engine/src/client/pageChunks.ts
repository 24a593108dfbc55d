import type { PageChunk, SectionModule, SectionPages } from 'virtual:docs-engine/pages';
import { PAGE_EDIT_EVENT } from '../shared/constants.ts';
import { unlocalizePath } from '../shared/localePaths.ts';
import { PAGE_CHUNK_ELEMENT } from '../shared/pageChunkElement.ts';
import { sectionPath } from '../shared/sectionPath.ts';
import { loadChunk, SiteUpdatedError } from './chunkErrors.ts';
import { loadedLocale, loadLocale, localeOf } from './locale.ts';
import { runningEntry } from './siteLoaders.ts';

/** What a locale has at a section path it has no page under. */
const EMPTY_SECTION: SectionModule = {
  sidebar: undefined,
  pagePaths: [],
  loadPageLoaders: () => Promise.resolve({ pageLoaders: {} }),
};

const sections = new Map<string, SectionModule>();
const pendingSections = new Map<string, Promise<SectionModule>>();
const pendingSectionPages = new Map<string, Promise<SectionPages>>();
const pages = new Map<string, PageChunk>();
const pendingPages = new Map<string, Promise<PageChunk | undefined>>();

/** A route path as the site's tables hold it: no trailing slash but on '/'. */
export function routePath(path: string): string {
  return path.length > 1 ? path.replace(/\/$/, '') : path;
}

/** A route path's locale, the section it falls in, and the key its section's chunks are kept by. */
function sectionOf(path: string) {
  const locale = localeOf({ pathname: path, search: '' });
  const section = sectionPath(unlocalizePath(path, locale));
  return { locale, section, key: `${locale.id}${section}` };
}

/** Keeps a load once started, but not a failure: the next try may succeed (the network is back). */
function once<T>(
  pending: Map<string, Promise<T>>,
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  let result = pending.get(key);
  if (!result) {
    result = load();
    result.catch(() => pending.delete(key));
    pending.set(key, result);
  }
  return result;
}

/**
 * The section a route path falls in, if the browser has it: its sidebar and page paths. A
 * section the locale does not have is empty; undefined means its chunk has not arrived.
 */
export function loadedSection(path: string): SectionModule | undefined {
  const { locale, section, key } = sectionOf(routePath(path));
  const loaded = loadedLocale(locale);
  if (!loaded) return undefined;
  if (!loaded.sectionLoaders[section]) return EMPTY_SECTION;
  return sections.get(key);
}

/** Fetches the section of a route path once (and its locale's data first, if need be). */
export function loadSection(path: string): Promise<SectionModule> {
  const { locale, section, key } = sectionOf(routePath(path));
  return once(pendingSections, key, async () => {
    const loaded = await loadLocale(locale);
    const loader = loaded.sectionLoaders[section];
    if (!loader) return EMPTY_SECTION;
    const module = await loader();
    sections.set(key, module);
    return module;
  });
}

/** Whether a page is at the route path; undefined until its section has arrived. */
export function isPagePath(path: string): boolean | undefined {
  const section = loadedSection(path);
  return section && section.pagePaths.includes(routePath(path));
}

/** The chunk loaders of the pages of `section`, the one `route` falls in, fetched once. */
function loadSectionPages(route: string, section: SectionModule): Promise<SectionPages> {
  return once(pendingSectionPages, sectionOf(route).key, section.loadPageLoaders);
}

/**
 * A page's chunk through its section's list. The list keeps its name from build to build: one
 * fetched after the site was deployed again names chunks made for the new build's scripts, which
 * this page must not run beside its own.
 */
async function pageFromList(route: string, section: SectionModule): Promise<PageChunk | undefined> {
  const { pageLoaders, entryOfBuild } = await loadSectionPages(route, section);
  const entry = runningEntry();
  if (entry !== undefined && entryOfBuild !== undefined && entryOfBuild !== entry)
    throw new SiteUpdatedError(route);
  return pageLoaders[route]?.();
}

/**
 * The loader of the chunk the prerendered HTML names for its own page: its first load needs
 * neither its section's list of page chunks nor a round trip for it.
 */
function pageChunkInHtml(route: string): (() => Promise<PageChunk>) | undefined {
  const json =
    typeof document === 'undefined'
      ? undefined
      : document.getElementById(PAGE_CHUNK_ELEMENT)?.textContent;
  if (!json) return undefined;
  const named = JSON.parse(json) as { route: string; href: string };
  return named.route === route
    ? () => import(/* @vite-ignore */ named.href) as Promise<PageChunk>
    : undefined;
}

/**
 * A page's chunk (its content, demos and metadata), fetched once however many links prefetch
 * it; undefined when no page is at the path.
 */
export function loadPage(path: string): Promise<PageChunk | undefined> {
  const route = routePath(path);
  // A failure names the page, whichever of its section's chunks and its own failed.
  return once(pendingPages, route, () =>
    loadChunk(route.slice(1) || 'index', async () => {
      const fromHtml = pageChunkInHtml(route);
      const [section, chunkFromHtml] = await Promise.all([loadSection(route), fromHtml?.()]);
      if (!section.pagePaths.includes(route)) return undefined;
      const chunk = chunkFromHtml ?? (await pageFromList(route, section));
      if (chunk) pages.set(route, chunk);
      return chunk;
    }),
  );
}

const pageEdits = new Set<() => void>();
let editCount = 0;

// Dev: a page's module takes its own updates and hands its new chunk over by an event, which
// puts it in place of the one on screen.
if (import.meta.hot && typeof window !== 'undefined') {
  window.addEventListener(PAGE_EDIT_EVENT, (event) => {
    const { path, chunk } = (event as CustomEvent<{ path: string; chunk: PageChunk }>).detail;
    pages.set(routePath(path), chunk);
    editCount += 1;
    for (const listener of pageEdits) listener();
  });
}

/** For `useSyncExternalStore`: calls `listener` on each page edit, whose count is the snapshot. */
export function subscribePageEdits(listener: () => void): () => void {
  pageEdits.add(listener);
  return () => pageEdits.delete(listener);
}

export function pageEditCount(): number {
  return editCount;
}

/** The page's chunk if it has arrived already, so the page can render without waiting. */
export function loadedPage(path: string): PageChunk | undefined {
  return pages.get(routePath(path));
}
