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

  it('names an unknown key', () => {
    expect(() => validateConfig({ title: 'x', themeConfig: { footr: 'x' } }, file)).toThrow(
      'site/.docsrc.ts: unknown key themeConfig.footr',
    );
  });

  it('requires a title and a well-formed base', () => {
    expect(() => validateConfig({}, file)).toThrow('site/.docsrc.ts: title is required');
    expect(() => validateConfig({ title: 'x', base: 'drawer' }, file)).toThrow(
      'base must start and end with "/"',
    );
    expect(() => validateConfig('nope', file)).toThrow('must be an object');
  });
});
