import { describe, expect, it } from 'vitest';
import { validateConfig } from './validateConfig.ts';

const file = 'site/.docsrc.ts';

describe('validateConfig', () => {
  it('accepts a complete config', () => {
    const config = {
      title: '@drawer/react',
      logo: 'public/logo.svg',
      base: '/drawer/',
      locales: [{ id: 'zh-CN', name: '中文', base: '/' }],
      themeConfig: {
        nav: { mode: 'append', value: [{ title: 'GitHub', link: 'https://example.com' }] },
        sidebar: {
          '/demo': [{ title: 'Demo', children: [{ title: 'Base', link: '/demo/base' }] }],
        },
        footer: 'MIT Licensed',
        prefersColor: { default: 'auto', switch: true },
        lastUpdated: true,
        editLink: 'https://example.com/edit/{filename}',
        prefetch: 'intent',
      },
      plugins: ['./plugins/track.ts'],
      apiParser: { entryFile: '../packages/drawer/src/index.ts' },
    };
    expect(validateConfig(config, file)).toBe(config);
    expect(validateConfig({ title: 'x', apiParser: false }, file)).toBeTruthy();
  });

  it('names the file and the path of a wrong type', () => {
    expect(() => validateConfig({ title: 'x', themeConfig: { lastUpdated: 'yes' } }, file)).toThrow(
      'site/.docsrc.ts: themeConfig.lastUpdated must be a boolean (got "yes")',
    );
    expect(() =>
      validateConfig({ title: 'x', themeConfig: { nav: { mode: 'replace', value: [] } } }, file),
    ).toThrow(
      'themeConfig.nav.mode must be one of "override", "prepend", "append" (got "replace")',
    );
    expect(() =>
      validateConfig(
        { title: 'x', themeConfig: { nav: { mode: 'append', value: [{ link: '/' }] } } },
        file,
      ),
    ).toThrow('themeConfig.nav.value[0].title is required');
  });

  it('takes a footer per locale, naming a key that is not one of the site’s locales', () => {
    const locales = [
      { id: 'en-US', name: 'English' },
      { id: 'zh-CN', name: '中文', base: '/zh-CN' },
    ];
    const footer = { 'en-US': 'MIT Licensed', 'zh-CN': 'MIT 许可' };
    expect(validateConfig({ title: 'x', locales, themeConfig: { footer } }, file)).toBeTruthy();
    expect(() =>
      validateConfig(
        { title: 'x', locales, themeConfig: { footer: { ...footer, 'zh-TW': 'MIT 授權' } } },
        file,
      ),
    ).toThrow(
      'site/.docsrc.ts: themeConfig.footer["zh-TW"] is not a locale of the site (en-US, zh-CN)',
    );
    expect(() =>
      validateConfig({ title: 'x', themeConfig: { footer: { 'zh-CN': 'MIT 许可' } } }, file),
    ).toThrow('themeConfig.footer["zh-CN"] is not a locale of the site (en-US)');
    expect(() => validateConfig({ title: 'x', themeConfig: { footer: 7 } }, file)).toThrow(
      'themeConfig.footer must be a string, or an object of strings keyed by locale id (got 7)',
    );
    expect(() => validateConfig({ title: 'x', themeConfig: { footer: ['MIT'] } }, file)).toThrow(
      'themeConfig.footer["0"] is not a locale id like "zh-CN"',
    );
  });

  it('names an unknown key and the key it most likely meant', () => {
    expect(() => validateConfig({ title: 'x', themeConfig: { footr: 'x' } }, file)).toThrow(
      'site/.docsrc.ts: themeConfig.footr is not a known key; did you mean footer?',
    );
    expect(() => validateConfig({ title: 'x', colour: 'red' }, file)).toThrow(
      'site/.docsrc.ts: colour is not a known key (known keys: title, description, logo,',
    );
  });

  it('lists the allowed values of an enum, with what it got', () => {
    expect(() =>
      validateConfig({ title: 'x', themeConfig: { prefersColor: { default: 'blue' } } }, file),
    ).toThrow(
      'site/.docsrc.ts: themeConfig.prefersColor.default must be one of "light", "dark", "auto" (got "blue")',
    );
    expect(() => validateConfig({ title: 'x', themeConfig: { prefetch: 'hover' } }, file)).toThrow(
      'themeConfig.prefetch must be one of "none", "intent", "render", "viewport" (got "hover")',
    );
  });

  it('spells a sidebar path as a quoted key', () => {
    expect(() =>
      validateConfig(
        { title: 'x', themeConfig: { sidebar: { '/demo': [{ children: [{ title: 'A' }] }] } } },
        file,
      ),
    ).toThrow('themeConfig.sidebar["/demo"][0].children[0].link is required');
    expect(() =>
      validateConfig({ title: 'x', themeConfig: { sidebar: [{ children: [] }] } }, file),
    ).toThrow('themeConfig.sidebar["0"] is not a nav path: sidebar keys start with "/"');
  });

  it('takes false or an entry file for apiParser', () => {
    expect(() => validateConfig({ title: 'x', apiParser: true }, file)).toThrow(
      'apiParser must be false or { entryFile: string } (got true)',
    );
  });

  it('takes a positive whole number of milliseconds for serverLoaderTimeout', () => {
    expect(validateConfig({ title: 'x', serverLoaderTimeout: 30_000 }, file)).toBeTruthy();
    for (const timeout of [0, -5, 1.5]) {
      expect(() => validateConfig({ title: 'x', serverLoaderTimeout: timeout }, file)).toThrow(
        `serverLoaderTimeout must be a positive whole number of milliseconds (got ${timeout})`,
      );
    }
    expect(() => validateConfig({ title: 'x', serverLoaderTimeout: '5s' }, file)).toThrow(
      'serverLoaderTimeout must be a number (got "5s")',
    );
  });

  it('requires a title and a well-formed base', () => {
    expect(() => validateConfig({}, file)).toThrow('site/.docsrc.ts: title is required');
    expect(() => validateConfig({ title: 'x', base: 'drawer' }, file)).toThrow(
      'base must start and end with "/"',
    );
    expect(() => validateConfig('nope', file)).toThrow(
      'site/.docsrc.ts: the config must be an object (got "nope")',
    );
  });
});
