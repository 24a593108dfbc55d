import type { ColorPreference, NavMode, PrefetchMode } from './constants.ts';

export type { ColorPreference, NavMode, PrefetchMode };
import type { ComponentType } from 'react';

/** The data that build time hands to the browser. Plain JSON: no functions, no classes. */

export interface TocEntry {
  /** Anchor id of the heading, unique within its page. */
  id: string;
  /** Heading level, 1 to 6. */
  depth: number;
  title: string;
}

export interface NavItem {
  title: string;
  /** Where a click goes; a parent with children may have none. */
  link?: string;
  /** The item is active while the pathname starts with this (defaults to `link`). */
  activePath?: string;
  order?: number;
  children?: NavItem[];
}

export interface SidebarItem {
  title: string;
  link: string;
  order: number;
}

export interface SidebarGroup {
  title?: string;
  order: number;
  children: SidebarItem[];
}

export interface HeroAction {
  text: string;
  link: string;
}

export interface PageHero {
  title?: string;
  description?: string;
  actions?: HeroAction[];
}

export interface PageTab {
  key: string;
  meta: { title: string; toc: TocEntry[] };
}

/** What the site knows of a page, derived from its frontmatter and content. */
export interface PageMeta {
  /** Route id, stable across builds: the page file path relative to the docs folder. */
  id: string;
  /** Route path without base, with a leading slash: '/', '/demo/base'. */
  path: string;
  title: string;
  subtitle?: string;
  description?: string;
  /** Page file path relative to the site root, e.g. 'docs/demo/base.md'. */
  filename: string;
  /** Milliseconds since the epoch: the file's last git commit, or build time when untracked. */
  lastUpdated: number;
  toc: TocEntry[];
  nav?: { title?: string; order?: number };
  hero?: PageHero;
  group?: { title?: string; order?: number };
  order: number;
  tabs?: PageTab[];
  /** `false` hides the sidebar on this page. */
  sidebar?: boolean;
  /** The page has a server loader (see `docs/<page>.loader.ts`). */
  hasServerLoader?: boolean;
  /**
   * The page has no translation in its locale: it shows the default locale's content (its chunk,
   * `id`, is that page's) inside this locale's interface, with a notice.
   */
  fallback?: boolean;
}

/**
 * A language of the site (spec §3). The first locale of a site is its default, at the site's
 * root; every other one has either a `base` its routes sit under ('/zh-CN') or a `suffix` its
 * routes end with ('-cn'). A page's translation is the file beside it: `foo.zh-CN.md`.
 */
export interface Locale {
  /** A language tag, e.g. 'en-US', 'zh-CN'. */
  id: string;
  /** The name readers pick it by, in its own language: 'English', '中文'. */
  name: string;
  base?: string;
  suffix?: string;
}

/** What the browser knows of one locale's pages: the default's is in the first load. */
export interface LocaleData {
  pages: PageMeta[];
  nav: NavItem[];
  /** Keyed by the nav path of the default locale ('/demo'); links are the locale's own. */
  sidebar: Record<string, SidebarGroup[]>;
}

/** A demo's description as shown by the previewer and indexed by search. */
export interface DemoAsset {
  id: string;
  title?: string;
  /** Description rendered to HTML at build time (it is written in Markdown). */
  description?: string;
  keywords?: string[];
}

/** One local file of a demo, as its code panel's tabs name it. */
export interface DemoFile {
  /** Path relative to the demo entry's folder, e.g. 'index.tsx', 'data.ts'. */
  name: string;
  lang: string;
}

export interface DemoSourceFile extends DemoFile {
  code: string;
}

/**
 * A demo's code: a module of its own, loaded when a reader shows, copies or exports it, so a page's
 * first load carries only the demos' components.
 */
export interface DemoCode {
  /** Entry first, as `DemoMeta.files`. */
  sources: DemoSourceFile[];
  /** Shiki's HTML (light and dark) of each source, in the same order. */
  highlighted: string[];
}

/** Everything about a demo that build time knows, JSON only (the component is imported apart). */
export interface DemoMeta {
  id: string;
  /** Id of the page route the demo sits on. */
  routeId: string;
  /** Title of that page: the demo's own page is named after it when the demo has no title. */
  pageTitle: string;
  asset: DemoAsset;
  /** Entry first; their code comes with `LoadedDemo.loadCode`. */
  files: DemoFile[];
  /** npm packages the demo imports, with the exact installed version. */
  dependencies: Record<string, string>;
  /** Attributes of the `<code>` tag that change how the demo is shown. */
  options: {
    defaultShowCode?: boolean;
    compact?: boolean;
    background?: string;
    /** The demo alone in the page: no box, title, actions or code. */
    inline?: boolean;
    /** The demo area gets a transform, so fixed-position elements (a drawer) stay inside it. */
    transform?: boolean;
    /** The demo shows in a frame of its standalone page; a number is the frame's height in px. */
    iframe?: boolean | number;
    /** The address of the demo's standalone page, instead of `~demos/<id>`. */
    demoUrl?: string;
    /** Shown only by the dev server, marked as such. */
    debug?: boolean;
  };
}

export interface HighlightChunk {
  text: string;
  highlighted?: boolean;
}

/** One line of the search results: the page title, heading, demo or paragraph that matched. */
export interface SearchHit {
  type: 'content' | 'title' | 'demo' | 'page';
  link: string;
  priority: number;
  highlightTitleTexts: HighlightChunk[];
  highlightTexts: HighlightChunk[];
  pageTitle: string;
}

export interface SearchResultGroup {
  /** Navigation title; absent for pages outside the navigation. */
  title?: string;
  priority: number;
  hints: SearchHit[];
}

/** A run of page text for search: one paragraph, list, table or code block, under a heading. */
export interface SearchText {
  value: string;
  /** Texts with the same paraId belong to one paragraph. */
  paraId: number;
  /** Index in the page's TOC of the heading the text follows; absent before the first heading. */
  tocIndex?: number;
}

/**
 * A part of a page with an anchor of its own that the page's Markdown does not hold, such as a
 * prop's row in an `<API>` table: a hit on it leads to that anchor, not to the heading above it.
 */
export interface SearchAnchor {
  /** The element's id: the hash of the hit's link. */
  id: string;
  /** What it is called, shown after the heading it follows: a prop's name. */
  title: string;
  /** What search matches, and shows under the hit's title. */
  value: string;
  /** Index in the page's TOC of the heading it follows; absent before the first heading. */
  tocIndex?: number;
}

/** What the search worker needs of one page. */
export interface SearchRoute {
  path: string;
  title: string;
  subtitle?: string;
  toc: TocEntry[];
  texts: SearchText[];
  anchors?: SearchAnchor[];
  tabs?: PageTab[];
}

export interface SearchDemo {
  id: string;
  /** Path of the page the demo is on. */
  routePath: string;
  title?: string;
  /** Plain-text description. */
  description?: string;
  keywords?: string[];
}

/** The lazily fetched chunk the search box loads on first use. */
export interface SearchData {
  routes: SearchRoute[];
  demos: SearchDemo[];
}

export interface ThemeConfig {
  nav?: { mode: NavMode; value: NavItem[] };
  /** Replaces the generated sidebar of a nav path, keyed by that path ('/demo'). */
  sidebar?: Record<string, SidebarGroup[]>;
  /** The footer's text by locale id, every locale of the site filled in. */
  footer?: Record<string, string>;
  prefersColor: { default: ColorPreference; switch: boolean };
  lastUpdated: boolean;
  /** Template with `{filename}`, e.g. 'https://example.com/edit/main/site/{filename}'. */
  editLink?: string;
  /** Prefetch mode of in-site links. */
  prefetch: PrefetchMode;
}

/**
 * Everything the build knows of the site: `pages`, `nav` and `sidebar` are the default locale's.
 * The browser gets `ClientSiteData` in its first load, and the rest per section.
 */
export interface SiteData extends LocaleData {
  title: string;
  /** URL of the logo, served from the site's own origin. */
  logo?: string;
  base: string;
  /** The first is the default. */
  locales: Locale[];
  themeConfig: ThemeConfig;
  /** Whether `<API>` tables are generated from types. */
  apiParser: boolean;
  /** Whether each page is also served as Markdown (`<route>.md`, with llms.txt). */
  llms: boolean;
  version: string;
}

/**
 * The `virtual:docs-engine/site-data` module, in the first load: the same whatever the number of
 * pages. Pages and sidebars come per section (`virtual:docs-engine/section/...`).
 */
export type ClientSiteData = Omit<SiteData, 'pages' | 'sidebar'>;

/** A prop of a component, as the `<API>` table shows it. */
export interface ApiProperty {
  name: string;
  /** Markdown-free plain text from the JSDoc comment. */
  description?: string;
  /** The type as written for a reader, e.g. `'left' | 'right'`, `(open: boolean) => void`. */
  type: string;
  /** Default value as source text (from `@default`), e.g. `true`, `'right'`, `378`. */
  default?: string;
  required: boolean;
  /** From the JSDoc tags `@alpha`, `@beta`, `@experimental`, `@deprecated`. */
  release?: 'alpha' | 'beta' | 'experimental' | 'deprecated';
  /** The text after `@deprecated`. */
  deprecated?: string;
}

/** The `virtual:docs-engine/api` module's data: component id → its props, or null when off. */
export type ApiDefinitions = Record<string, { props: ApiProperty[] }>;

/**
 * A demo as the browser receives it: the default export of `virtual:docs-engine/demo/<id>`.
 * `context` maps every import specifier the demo used at build time to that module, so a live
 * edit can import exactly those and nothing else.
 */
export interface LoadedDemo {
  component: ComponentType;
  meta: DemoMeta;
  context: Record<string, unknown>;
  loadCode: () => Promise<DemoCode>;
}
