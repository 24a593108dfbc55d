import { describe, expect, it } from 'vitest';
import { resolveLocales, validateLocales } from './validateLocales.ts';

const file = 'site/.docsrc.ts';

describe('locales in the config', () => {
  it('puts the default at the root and the others at /<id> unless told', () => {
    expect(
      resolveLocales([
        { id: 'en-US', name: 'English' },
        { id: 'zh-CN', name: '中文' },
        { id: 'ja-JP', name: '日本語', suffix: '-ja' },
      ]),
    ).toEqual([
      { id: 'en-US', name: 'English', base: '/' },
      { id: 'zh-CN', name: '中文', base: '/zh-CN' },
      { id: 'ja-JP', name: '日本語', suffix: '-ja' },
    ]);
    expect(resolveLocales()).toEqual([{ id: 'en-US', name: 'English', base: '/' }]);
  });

  it('says what is wrong, naming the config file', () => {
    const problem = (locales: Parameters<typeof validateLocales>[0]) => () =>
      validateLocales(locales, file);
    expect(problem([{ id: 'en-US', name: 'English', base: '/en' }])).toThrow(
      "site/.docsrc.ts: locales[0] is the default locale, served at the site's root",
    );
    expect(
      problem([
        { id: 'en-US', name: 'English' },
        { id: 'zh-CN', name: '中文', base: '/zh', suffix: '-zh' },
      ]),
    ).toThrow('locales[1] has both a base and a suffix');
    expect(
      problem([
        { id: 'en-US', name: 'English' },
        { id: 'zh-CN', name: '中文', base: 'zh/' },
      ]),
    ).toThrow('locales[1].base must be a path like "/zh-CN"');
    expect(
      problem([
        { id: 'en-US', name: 'English' },
        { id: 'en-US', name: 'Again' },
      ]),
    ).toThrow('locales[1] has the same id en-US as an earlier locale');
    expect(problem([{ id: 'english', name: 'English' }])).toThrow(
      'locales[0].id must be a language tag',
    );
  });
});
