import * as v from 'valibot';
import { COLOR_PREFERENCES, NAV_MODES, PREFETCH_MODES } from '../../shared/constants.ts';
import { closestName } from './closestName.ts';
import { show } from './showValue.ts';
import { LANGUAGE_TAG } from './validateLocales.ts';

/**
 * An object that takes only the keys it names: a misspelt key would otherwise do nothing. Its
 * messages cover the object itself (wrong type, a missing key, an unknown key, for which the
 * nearest known key is suggested); validateConfig puts the key path before them.
 */
function closedObject<const TEntries extends v.ObjectEntries>(entries: TEntries) {
  const keys = Object.keys(entries);
  return v.strictObject(entries, (issue) => {
    if (!issue.path) return `must be an object (got ${show(issue.input)})`;
    if (issue.expected !== 'never') return 'is required';
    const suggestion = closestName(String(issue.input), keys);
    return suggestion
      ? `is not a known key; did you mean ${suggestion}?`
      : `is not a known key (known keys: ${keys.join(', ')})`;
  });
}

function oneOf<const TOptions extends readonly string[]>(options: TOptions) {
  const listed = options.map((option) => JSON.stringify(option)).join(', ');
  return v.picklist(options, (issue) => `must be one of ${listed} (got ${show(issue.input)})`);
}

const positiveMilliseconds = (issue: v.BaseIssue<unknown>) =>
  `must be a positive whole number of milliseconds (got ${show(issue.input)})`;

const navChild = closedObject({
  title: v.string(),
  link: v.optional(v.string()),
  order: v.optional(v.number()),
});

const navItem = closedObject({
  title: v.string(),
  /** Where a click goes; a parent with children may have none. */
  link: v.optional(v.string()),
  /** The item is active while the pathname starts with this (defaults to `link`). */
  activePath: v.optional(v.string()),
  order: v.optional(v.number()),
  /** The navigation is at most two levels deep: children have no children. */
  children: v.optional(v.array(navChild)),
});

/** A sidebar is keyed by nav path; checking the keys also catches an array given instead. */
const navPath = v.pipe(
  v.string(),
  v.startsWith('/', 'is not a nav path: sidebar keys start with "/", like "/demo"'),
);

const sidebarGroup = closedObject({
  /** Groups without a title come first, as one untitled group. */
  title: v.optional(v.string()),
  /** Groups and items sort by order (default 0), then by depth of their link, then by title. */
  order: v.optional(v.number()),
  children: v.array(
    closedObject({ title: v.string(), link: v.string(), order: v.optional(v.number()) }),
  ),
});

/** What a site's `.docsrc.ts` default-exports. Every key is optional but `title`. */
export const siteConfigSchema = closedObject({
  /** The site's name, shown in the header and page titles. */
  title: v.string(),
  /** The pages' meta description, unless a page's frontmatter gives its own. */
  description: v.optional(v.string()),
  /** Path of the logo image, relative to the site root. Served from the site itself. */
  logo: v.optional(v.string()),
  /** Where the site is served from, e.g. '/' or '/drawer/'. */
  base: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^\/([\w.-]+\/)*$/,
        (issue) => `must start and end with "/", like "/" or "/drawer/" (got ${show(issue.input)})`,
      ),
    ),
  ),
  /** Folder of Markdown pages, relative to the site root (default 'docs'). */
  docsDir: v.optional(v.string()),
  /** Where the build goes, relative to the site root (default 'dist'). */
  outDir: v.optional(v.string()),
  /**
   * The site's languages, the default first: `[{ id: 'en-US', name: 'English' }, { id: 'zh-CN',
   * name: '中文', base: '/zh-CN' }]`; another locale has a `base` or a route `suffix`. Without it
   * the site has one, English. validateLocales checks how they fit together.
   */
  locales: v.optional(
    v.array(
      closedObject({
        id: v.string(),
        name: v.string(),
        base: v.optional(v.string()),
        suffix: v.optional(v.string()),
      }),
    ),
  ),
  /** Serve each page as Markdown (`<route>.md`) with `/llms.txt` and `/llms-full.txt` (default true). */
  llms: v.optional(v.boolean()),
  themeConfig: v.optional(
    closedObject({
      /** Links of the top navigation, replacing, or added before or after, the derived ones. */
      nav: v.optional(closedObject({ mode: oneOf(NAV_MODES), value: v.array(navItem) })),
      /** Replaces the generated sidebar of a nav path, keyed by that path ('/demo'). */
      sidebar: v.optional(v.record(navPath, v.array(sidebarGroup))),
      /**
       * Text of the page footer: one for every locale, or one per locale id (`{ 'en-US': 'MIT
       * Licensed', 'zh-CN': 'MIT 许可' }`); a locale without its own shows the default locale's.
       */
      footer: v.optional(
        v.union(
          [
            v.string(),
            // Keys checked as language tags, or an array would pass as the texts of locales "0"…
            v.record(
              v.pipe(v.string(), v.regex(LANGUAGE_TAG, 'is not a locale id like "zh-CN"')),
              v.string(),
            ),
          ],
          (issue) =>
            `must be a string, or an object of strings keyed by locale id (got ${show(issue.input)})`,
        ),
      ),
      prefersColor: v.optional(
        closedObject({
          /** The colour mode before the reader picks one (default 'light'). */
          default: v.optional(oneOf(COLOR_PREFERENCES)),
          /** Whether the header shows the colour switch (default true). */
          switch: v.optional(v.boolean()),
        }),
      ),
      /** Whether a page shows when it last changed (default true). */
      lastUpdated: v.optional(v.boolean()),
      /** Template with `{filename}`, e.g. 'https://example.com/edit/main/site/{filename}'. */
      editLink: v.optional(v.string()),
      /** When in-site links load the next page ahead of the click (default 'none'). */
      prefetch: v.optional(oneOf(PREFETCH_MODES)),
    }),
  ),
  /** Runtime plugin modules (paths relative to the site root), see RUNTIME_PLUGIN_HOOKS. */
  plugins: v.optional(v.array(v.string())),
  /** Generate `<API>` tables from the types exported by this entry file. */
  apiParser: v.optional(
    v.union(
      [v.literal(false), closedObject({ entryFile: v.string() })],
      (issue) => `must be false or { entryFile: string } (got ${show(issue.input)})`,
    ),
  ),
  /** Absolute URL the site is published at; adds canonical links and full URLs to sitemap.xml. */
  hostname: v.optional(v.string()),
  /**
   * How long a page's server loader may run, in milliseconds, before its request fails
   * (default 10000).
   */
  serverLoaderTimeout: v.optional(
    v.pipe(v.number(), v.integer(positiveMilliseconds), v.minValue(1, positiveMilliseconds)),
  ),
});
