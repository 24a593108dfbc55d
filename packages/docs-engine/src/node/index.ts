export { defineConfig } from './config/SiteConfig.ts';
export type { SiteConfig } from './config/SiteConfig.ts';
