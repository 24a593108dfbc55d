import { describe, expect, it } from 'vitest';
import {
  htmlLang,
  localizePath,
  markdownPath,
  resolveLocale,
  switchLocalePath,
  unlocalizePath,
} from './localePaths.ts';
import type { Locale } from './types.ts';

const en: Locale = { id: 'en-US', name: 'English', base: '/' };
const zh: Locale = { id: 'zh-CN', name: '中文', base: '/zh-CN' };
const ja: Locale = { id: 'ja-JP', name: '日本語', suffix: '-ja' };
const locales = [en, zh, ja];

describe('locale paths', () => {
  it('puts a base locale under its base, its home at the base itself', () => {
    expect(localizePath('/demo/base', zh)).toBe('/zh-CN/demo/base');
    expect(localizePath('/', zh)).toBe('/zh-CN');
    expect(localizePath('/demo/base', en)).toBe('/demo/base');
  });

  it('puts a suffix locale at <route><suffix>, its home at /index<suffix>', () => {
    expect(localizePath('/demo/base', ja)).toBe('/demo/base-ja');
    expect(localizePath('/', ja)).toBe('/index-ja');
  });

  it('resolves the locale of a path by base or suffix, else the default', () => {
    expect(resolveLocale('/zh-CN/demo/base', locales)).toBe(zh);
    expect(resolveLocale('/zh-CN', locales)).toBe(zh);
    expect(resolveLocale('/demo/base-ja', locales)).toBe(ja);
    expect(resolveLocale('/index-ja', locales)).toBe(ja);
    expect(resolveLocale('/demo/base', locales)).toBe(en);
    // A page whose name merely starts like a base is the default locale's.
    expect(resolveLocale('/zh-CNX/page', locales)).toBe(en);
  });

  it('takes the locale off a path, and switches a path between locales', () => {
    expect(unlocalizePath('/zh-CN/demo/base', zh)).toBe('/demo/base');
    expect(unlocalizePath('/zh-CN', zh)).toBe('/');
    expect(unlocalizePath('/index-ja', ja)).toBe('/');
    expect(switchLocalePath('/zh-CN/demo/base', zh, en)).toBe('/demo/base');
    expect(switchLocalePath('/demo/base', en, zh)).toBe('/zh-CN/demo/base');
    expect(switchLocalePath('/demo/base-ja', ja, zh)).toBe('/zh-CN/demo/base');
  });

  it('serves a page as Markdown at <route>.md, a home at index.md', () => {
    expect(markdownPath('/', en)).toBe('/index.md');
    expect(markdownPath('/demo/base', en)).toBe('/demo/base.md');
    expect(markdownPath('/zh-CN', zh)).toBe('/zh-CN/index.md');
    expect(markdownPath('/zh-CN/demo/base', zh)).toBe('/zh-CN/demo/base.md');
    expect(markdownPath('/demo/base-ja', ja)).toBe('/demo/base-ja.md');
  });

  it('gives <html lang> the language of the locale', () => {
    expect(htmlLang('zh-CN')).toBe('zh');
    expect(htmlLang('en-US')).toBe('en');
  });
});
