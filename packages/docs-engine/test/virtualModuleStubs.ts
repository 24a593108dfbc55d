import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import type { SiteData } from '../src/shared/types.ts';

const PREFIX = 'virtual:docs-engine/';

/**
 * The modules the engine's Vite plugin generates from a site, as an empty site would have them,
 * so unit tests can import the runtime's public index. A test that needs content mocks the module
 * with `vi.mock`.
 */
const siteData: SiteData = {
  title: 'Test site',
  base: '/',
  locales: [{ id: 'en-US', name: 'English', base: '/' }],
  themeConfig: {
    prefersColor: { default: 'light', switch: true },
    lastUpdated: false,
    prefetch: 'intent',
  },
  pages: [],
  nav: [],
  sidebar: {},
  apiParser: false,
  llms: true,
  version: '0.0.0',
};

const STUBS: Record<string, string> = {
  'site-data': `export const siteData = ${JSON.stringify(siteData)};`,
  'search-data': `export default ${JSON.stringify([JSON.stringify({ nav: [], partOfRoute: [] })])};`,
  'demo-index': 'export const demoLoaders = {};',
  api: "export const apiStatus = 'off';\nexport const apiDefinitions = {};\nexport const apiError = undefined;",
  plugins: 'export const plugins = [];',
  'sandbox-packages': 'export default {};',
  locales: `export { enUS as defaultTexts } from ${JSON.stringify(fileURLToPath(new URL('../src/client/locales/en-US.ts', import.meta.url)))};`,
};

export function virtualModuleStubs(): Plugin {
  return {
    name: 'docs-engine-virtual-module-stubs',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(PREFIX) && id.slice(PREFIX.length) in STUBS ? `\0${id}` : undefined;
    },
    load(id) {
      return id.startsWith(`\0${PREFIX}`) ? STUBS[id.slice(PREFIX.length + 1)] : undefined;
    },
  };
}
