import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './loadConfig.ts';

function siteWith(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'config-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), content);
  }
  return root;
}

describe('loadConfig', () => {
  it('fills in the defaults', async () => {
    const root = siteWith({ '.docsrc.ts': "export default { title: 'T' };" });
    const config = await loadConfig(root);
    expect(config).toMatchObject({
      title: 'T',
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
      apiParser: false,
      serverLoaderTimeout: 10_000,
    });
  });

  it('gives each locale its footer, the default locale’s where it has none', async () => {
    const locales = `[
      { id: 'en-US', name: 'English' },
      { id: 'zh-CN', name: '中文' },
      { id: 'fr-FR', name: 'Français' },
    ]`;
    const perLocale = siteWith({
      '.docsrc.ts': `export default { title: 'T', locales: ${locales},
        themeConfig: { footer: { 'en-US': 'MIT Licensed', 'zh-CN': 'MIT 许可' } } };`,
    });
    expect((await loadConfig(perLocale)).themeConfig.footer).toEqual({
      'en-US': 'MIT Licensed',
      'zh-CN': 'MIT 许可',
      'fr-FR': 'MIT Licensed',
    });
    const one = siteWith({
      '.docsrc.ts': `export default { title: 'T', locales: ${locales}, themeConfig: { footer: 'MIT' } };`,
    });
    expect((await loadConfig(one)).themeConfig.footer).toEqual({
      'en-US': 'MIT',
      'zh-CN': 'MIT',
      'fr-FR': 'MIT',
    });
    const none = siteWith({ '.docsrc.ts': "export default { title: 'T' };" });
    expect((await loadConfig(none)).themeConfig.footer).toBeUndefined();
  });

  it('keeps the bundled config for the next load, and bundles again once a file it imports changes', async () => {
    const root = siteWith({
      '.docsrc.ts': "import { title } from './title.ts';\nexport default { title };",
      'title.ts': "export const title = 'One';",
    });
    expect((await loadConfig(root)).title).toBe('One');
    // The kept bundle, changed where it says the title: the next load takes it as it is.
    const keptFolder = path.join(root, '.docs-engine', 'cache', 'site-modules');
    const [keptName] = readdirSync(keptFolder);
    const keptFile = path.join(keptFolder, keptName ?? '');
    writeFileSync(keptFile, readFileSync(keptFile, 'utf8').replace('One', 'Kept'));
    expect((await loadConfig(root)).title).toBe('Kept');
    writeFileSync(path.join(root, 'title.ts'), "export const title = 'Two';");
    expect((await loadConfig(root)).title).toBe('Two');
  });

  it('names the config file and the key of a wrong value', async () => {
    const root = siteWith({
      '.docsrc.ts':
        "export default { title: 'T', themeConfig: { prefersColor: { default: 'blue' } } };",
    });
    await expect(loadConfig(root)).rejects.toThrow(
      /\.docsrc\.ts: themeConfig\.prefersColor\.default must be one of "light", "dark", "auto" \(got "blue"\)$/,
    );
  });

  it('gives sidebar overrides the order the generated sidebar has', async () => {
    const root = siteWith({
      '.docsrc.ts': `export default {
        title: 'T',
        themeConfig: { sidebar: { '/demo': [{ children: [{ title: 'Base', link: '/demo/base' }] }] } },
      };`,
    });
    expect((await loadConfig(root)).themeConfig.sidebar).toEqual({
      '/demo': [{ order: 0, children: [{ title: 'Base', link: '/demo/base', order: 0 }] }],
    });
  });

  it('builds for production unless the dev server asks for development', async () => {
    const root = siteWith({ '.docsrc.ts': "export default { title: 'T' };" });
    expect((await loadConfig(root)).mode).toBe('production');
    expect((await loadConfig(root, { mode: 'development' })).mode).toBe('development');
  });

  it('says where a site has no config', async () => {
    await expect(loadConfig(siteWith({}))).rejects.toThrow(/\.docsrc\.ts: no site config here/);
  });

  it('rejects a runtime plugin without apply, naming it', async () => {
    const root = siteWith({
      '.docsrc.ts': "export default { title: 'T', plugins: ['./plugins/track.ts'] };",
      'plugins/track.ts': 'export default { onRouteChange() {} };',
    });
    await expect(loadConfig(root)).rejects.toThrow(
      'Plugin ./plugins/track.ts has no apply section',
    );
  });

  it('rejects a runtime plugin hook that is not on the list', async () => {
    const root = siteWith({
      '.docsrc.ts': "export default { title: 'T', plugins: ['./plugins/track.ts'] };",
      'plugins/track.ts': 'export default { apply: { onRouteChanged() {} } };',
    });
    await expect(loadConfig(root)).rejects.toThrow(
      'Plugin ./plugins/track.ts: invalid key "onRouteChanged" in apply',
    );
  });

  it('rejects a missing plugin or logo file', async () => {
    await expect(
      loadConfig(
        siteWith({ '.docsrc.ts': "export default { title: 'T', plugins: ['./nope.ts'] };" }),
      ),
    ).rejects.toThrow('plugin ./nope.ts not found');
    await expect(
      loadConfig(
        siteWith({ '.docsrc.ts': "export default { title: 'T', logo: 'public/logo.svg' };" }),
      ),
    ).rejects.toThrow('logo public/logo.svg not found');
    await expect(
      loadConfig(
        siteWith({
          '.docsrc.ts': "export default { title: 'T', logo: 'logo.svg' };",
          'logo.svg': '<svg/>',
        }),
      ),
    ).rejects.toThrow('logo logo.svg must be a file in public/, which the site serves');
  });

  it('rejects an apiParser entry file that is missing or a folder', async () => {
    const config = (entryFile: string) =>
      `export default { title: 'T', apiParser: { entryFile: '${entryFile}' } };`;
    const missing = siteWith({ '.docsrc.ts': config('src/index.ts') });
    await expect(loadConfig(missing)).rejects.toThrow(
      `.docsrc.ts: apiParser.entryFile src/index.ts not found (looked for ${path.join(missing, 'src/index.ts')})`,
    );
    const folder = siteWith({ '.docsrc.ts': config('src'), 'src/index.ts': '' });
    await expect(loadConfig(folder)).rejects.toThrow('apiParser.entryFile src not found');
    const found = siteWith({ '.docsrc.ts': config('src/index.ts'), 'src/index.ts': '' });
    expect((await loadConfig(found)).apiParser).toEqual({
      entryFile: path.join(found, 'src/index.ts'),
    });
  });
});
