/** The engine's Node API: what the CLI does, for scripts, tests and benchmarks. */
export { buildSite, type BuildReport } from './build.ts';
export { loadConfig } from './config/loadConfig.ts';
export { defineConfig } from './config/SiteConfig.ts';
export type { ResolvedConfig, SiteConfig } from './config/SiteConfig.ts';
export { createStaticServer, serveStatic } from './server/staticServer.ts';
export { handleServerLoader, type ServerLoaderEndpoint } from './serverLoaderMiddleware.ts';
export { loadSiteState, type SiteState } from './siteState.ts';
