import path from 'node:path';
import type { ResolvedConfig } from '../src/node/config/SiteConfig.ts';

/** The resolved config of a plain single-locale site at `root`, as loadConfig would give it. */
export function testConfig(root: string): ResolvedConfig {
  return {
    root,
    configFile: path.join(root, '.docsrc.ts'),
    configFiles: [path.join(root, '.docsrc.ts')],
    title: 'Test',
    description: '',
    base: '/',
    docsDir: path.join(root, 'docs'),
    outDir: path.join(root, 'dist'),
    locales: [{ id: 'en-US', name: 'English', base: '/' }],
    llms: true,
    themeConfig: {
      prefersColor: { default: 'light', switch: true },
      lastUpdated: true,
      prefetch: 'none',
    },
    plugins: [],
    mode: 'production',
    apiParser: false,
    serverLoaderTimeout: 10_000,
  };
}
