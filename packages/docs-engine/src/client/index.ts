/**
 * The engine's theme API: everything a theme (the default one, or a site's own slot) may use from
 * the runtime. Themes import this module only, never the files behind it, so either side can
 * change its internals without breaking the other.
 */
export type { Theme } from './Theme.ts';
export type { PageModule } from 'virtual:docs-engine/pages';

// Routing
export { Link } from './Link.tsx';
export {
  NavLink,
  ParamsProvider,
  useHref,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  type Location,
  type Navigate,
} from './router.tsx';
export { MemoryRouter } from './MemoryRouter.tsx';
export { useServerMarkup, type ServerMarkup } from './serverMarkup.ts';

// The site and the current page
export { findPage, siteData } from './site.ts';
export { useActiveTab, useCurrentPage, useNotFound, useSidebar } from './usePage.ts';
export { usePagePending } from './useRenderedLocation.ts';
export { useHydrated } from './useHydrated.ts';
export { documentTitle } from './documentTitle.ts';
export { getLoaderData } from './loaderData.ts';
export { apiDefinitions, apiError, apiStatus } from './apiData.ts';

// Demos
export { DemosProvider, useDemo, type LoadedDemo } from './demos.tsx';
export { loadDemo } from './loadDemo.ts';
export { demoCode, retryDemoCode } from './demoCode.ts';
export { openInSandbox, type SandboxTarget } from './openInSandbox.ts';

// Locales and texts
export {
  useLocale,
  useLocaleAlternates,
  useLocalePath,
  useMarkdownHref,
  useNav,
  type LocaleAlternate,
} from './useLocale.ts';
export type { Text, Texts } from './locale.ts';
export { text, useText, type TextKey } from './useText.ts';

// Search, colour mode, plugins, errors
export { useSiteSearch, type SiteSearch } from './useSiteSearch.ts';
export { isColorPreference, usePrefersColor } from './colorMode.ts';
export { modifyWithSitePlugins } from './sitePlugins.ts';
export { isChunkLoadError } from './chunkErrors.ts';
