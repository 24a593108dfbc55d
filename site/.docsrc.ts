import { defineConfig } from '@drawer/docs-engine';

export default defineConfig({
  title: '@drawer/react',
  description: 'React Drawer Component: an accessible, dependency-free drawer for React 18 and 19.',
  logo: 'public/logo.svg',
  // Where the site is published, given by the deployment (e.g. DOCS_HOSTNAME=https://drawer.example.org
  // npm run build): it makes the canonical, hreflang and sitemap addresses absolute.
  hostname: process.env.DOCS_HOSTNAME,
  locales: [
    { id: 'en-US', name: 'English' },
    { id: 'zh-CN', name: '中文', base: '/zh-CN' },
  ],
  themeConfig: {
    footer: {
      'en-US': 'MIT Licensed · React Drawer Component',
      'zh-CN': 'MIT 许可 · React 抽屉组件',
    },
    prefersColor: { default: 'light', switch: true },
    prefetch: 'intent',
  },
  apiParser: { entryFile: '../packages/drawer/src/index.ts' },
});
