/**
 * Names and values that build time, the browser runtime and the theme must agree on. Each lives
 * here once; the config schema, the inline colour-mode script and the components read them.
 */

/** The reader's colour choices; 'auto' follows the system setting. */
export const COLOR_PREFERENCES = ['light', 'dark', 'auto'] as const;
export type ColorPreference = (typeof COLOR_PREFERENCES)[number];

/** The attribute on <html> that the stylesheets key dark mode on. */
export const PREFERS_COLOR_ATTR = 'data-prefers-color';
/** dumi's storage key, so a reader's choice carries over from a dumi-built site. */
export const PREFERS_COLOR_STORAGE_KEY = 'dumi:prefers-color';
export const DARK_MEDIA_QUERY = '(prefers-color-scheme: dark)';

/** When in-site links load the next page's chunk ahead of the click. */
export const PREFETCH_MODES = ['none', 'intent', 'render', 'viewport'] as const;
export type PrefetchMode = (typeof PREFETCH_MODES)[number];

/** How a site's own navigation combines with the one derived from its pages. */
export const NAV_MODES = ['override', 'prepend', 'append'] as const;
export type NavMode = (typeof NAV_MODES)[number];

/** Search ranking: a keyword found in a text adds the weight of the most telling text holding it. */
export const TEXT_WEIGHT = 1;
export const TITLE_WEIGHT = 10;
export const PAGE_TITLE_WEIGHT = 100;
/** A result group's base priority is its navigation index times this, so groups keep nav order. */
export const GROUP_ORDER_WEIGHT = 1000;

/**
 * Dev: the window event by which an edited page's module hands its new chunk to the runtime,
 * without importing the runtime's modules (which would load fresh copies of them).
 */
export const PAGE_EDIT_EVENT = 'docs-engine:page-edit';
