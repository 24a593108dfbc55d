import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { engineFingerprint } from '../compile/engineFingerprint.ts';
import { readPageHead } from './readPageHead.ts';
import type * as ScanPageModule from './scanPage.ts';
import type { PageSource, ScannedPage } from './scanPage.ts';
import { scanPageHead } from './scanPageHead.ts';
import { scanKey, scansCache, storedScan, storeScan } from './scanStore.ts';
import { displayPath, type PageScan } from './scanSite.ts';

/** The files a scan read, with their modification times: the scan holds while none changed. */
function versionOf(files: string[], lastUpdated: number): string {
  return [lastUpdated, ...files.map((file) => statSync(file, { throwIfNoEntry: false })?.mtimeMs)]
    .map(String)
    .join(' ');
}

/** What the navigation and sidebars show of a page: not its headings or when it changed. */
function navigationOf({ meta }: ScannedPage): string {
  return JSON.stringify({
    ...meta,
    toc: undefined,
    lastUpdated: undefined,
    hasServerLoader: undefined,
    tabs: meta.tabs?.map((tab) => tab.meta.title),
  });
}

/** Thrown by a scan that needs the Markdown parser before `loadParser` has loaded it. */
export class ParserNotLoaded extends Error {
  constructor() {
    super('The Markdown parser is not loaded yet: await loadParser() first');
  }
}

export interface ScanCache {
  /** A page's frontmatter and title, for the navigation: read without the Markdown parser. */
  head: PageScan;
  /** A page read whole, for its table of contents, demos and search texts: needs the parser. */
  whole: PageScan;
  /** Loads the Markdown parser (remark, MDX's syntax), once. */
  loadParser(): Promise<void>;
  /** Runs `work`, and again once the parser has loaded if it needed it (a scan not kept). */
  withParser<T>(work: () => T): Promise<T>;
  /**
   * Runs `index` with `head`, loading the parser first if a page's title is marked up (and its
   * frontmatter gives none): only the parser can read that title.
   */
  withHeads<T>(index: (scan: PageScan) => T): Promise<T>;
  /**
   * Rescans the head of a page whose file changed, and says whether what the navigation shows
   * of it (title, nav, group, order...) changed: an edit to its text alone rebuilds nothing else.
   */
  navigationChanged(source: PageSource): boolean;
  /**
   * Keeps the heads read so far in the heads file, for the next start: written only when a head
   * was read since the file was (a restart with no page changed writes nothing).
   */
  saveHeads(): void;
}

interface CachedScan {
  version: string;
  page: ScannedPage;
}

/** The heads file: the pages' heads by file, as scanned by this engine. */
interface HeadsFile {
  engine: string;
  heads: [key: string, version: string, page: Omit<ScannedPage, 'components'>][];
}

/** The heads a previous start kept, if this engine scanned them; none when unreadable. */
function readHeads(file: string): Map<string, CachedScan> {
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as HeadsFile;
    if (stored.engine !== engineFingerprint()) return new Map();
    return new Map(
      stored.heads.map(([key, version, page]) => [
        key,
        { version, page: { ...page, components: new Set() } },
      ]),
    );
  } catch {
    return new Map();
  }
}

/**
 * The dev server's page scans, each kept until one of the files it read changes: a page edit
 * rescans that page alone. The Markdown parser loads apart, so that the index of a site of any
 * size (the pages' heads) is ready before it has. With `headsFile`, the heads outlive the
 * server: a restart reads again only the pages that changed meanwhile. With `cacheDir`, so do
 * the whole scans (kept where a build keeps them): a page opened again after a restart is not
 * parsed again, and needs no parser loaded.
 */
export function createScanCache({
  headsFile,
  cacheDir,
}: { headsFile?: string; cacheDir?: string } = {}): ScanCache {
  const cache = headsFile ? readHeads(headsFile) : new Map<string, CachedScan>();
  const stored = cacheDir === undefined ? undefined : scansCache(cacheDir);
  let parser: typeof ScanPageModule | undefined;
  /** Whether a head was read that the heads file does not hold. */
  let headsToSave = false;
  let loading: Promise<void> | undefined;
  const parsing = (): typeof ScanPageModule => {
    if (!parser) throw new ParserNotLoaded();
    return parser;
  };

  const cached =
    (kind: string, scan: PageScan): PageScan =>
    (source, lastUpdated) => {
      const key = `${kind}:${source.file}`;
      const sourceFiles = [source.file, ...source.tabs.map((tab) => tab.file)];
      const hit = cache.get(key);
      if (
        hit &&
        hit.version === versionOf([...sourceFiles, ...hit.page.embeddedFiles], lastUpdated)
      )
        return hit.page;
      const page = scan(source, lastUpdated);
      if (kind === 'head') headsToSave = true;
      cache.set(key, {
        version: versionOf([...sourceFiles, ...page.embeddedFiles], lastUpdated),
        page,
      });
      return page;
    };

  const head = cached(
    'head',
    (source, lastUpdated) =>
      scanPageHead(source, lastUpdated) ??
      parsing().scanPage(source, lastUpdated, displayPath, readPageHead),
  );
  const loadParser = (): Promise<void> => {
    loading ??= import('./scanPage.ts').then((module) => {
      parser = module;
    });
    return loading;
  };
  const withParser = async <T>(work: () => T): Promise<T> => {
    try {
      return work();
    } catch (error) {
      if (!(error instanceof ParserNotLoaded)) throw error;
      await loadParser();
      return work();
    }
  };
  return {
    head,
    whole: cached('whole', (source, lastUpdated) => {
      const key = stored && scanKey(source);
      const known = stored && key ? storedScan(stored, key) : undefined;
      if (known) return { ...known, meta: { ...known.meta, lastUpdated } };
      const page = parsing().scanPage(source, lastUpdated, displayPath);
      if (stored && key) storeScan(stored, key, page);
      return page;
    }),
    loadParser,
    withParser,
    withHeads: (index) => withParser(() => index(head)),
    saveHeads() {
      if (!headsFile || !headsToSave) return;
      headsToSave = false;
      const heads: HeadsFile['heads'] = [...cache]
        // A head read by the parser may name the components its title uses: read it again.
        .filter(([key, { page }]) => key.startsWith('head:') && page.components.size === 0)
        .map(([key, { version, page }]) => [key, version, { ...page, components: undefined }]);
      const temporary = `${headsFile}.${process.pid}`;
      try {
        mkdirSync(path.dirname(headsFile), { recursive: true });
        writeFileSync(temporary, JSON.stringify({ engine: engineFingerprint(), heads }));
        renameSync(temporary, headsFile);
      } catch {
        // A full or read-only disk costs the next start time, never this one its pages.
      }
    },
    navigationChanged(source) {
      const before = cache.get(`head:${source.file}`)?.page;
      return (
        !before || navigationOf(before) !== navigationOf(head(source, before.meta.lastUpdated))
      );
    },
  };
}
