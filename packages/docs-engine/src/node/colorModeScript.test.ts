import { describe, expect, it } from 'vitest';
import type { ThemeConfig } from '../shared/types.ts';
import { colorModeScript } from './colorModeScript.ts';

interface Browser {
  stored?: string | null;
  cookieEnabled?: boolean;
  dark?: boolean;
  storageThrows?: boolean;
  noMatchMedia?: boolean;
}

/** Runs the script against a minimal fake of the globals it uses; returns the applied attribute. */
function run(config: ThemeConfig['prefersColor'], browser: Browser = {}): string | undefined {
  const attributes = new Map<string, string>();
  const document = {
    documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
  };
  const localStorage = {
    getItem: (key: string) => {
      if (browser.storageThrows) throw new Error('SecurityError');
      return key === 'dumi:prefers-color' ? (browser.stored ?? null) : null;
    },
  };
  const navigator = { cookieEnabled: browser.cookieEnabled ?? true };
  const matchMedia = browser.noMatchMedia
    ? undefined
    : (query: string) => ({
        matches: query === '(prefers-color-scheme: dark)' && Boolean(browser.dark),
      });
  new Function('document', 'localStorage', 'navigator', 'matchMedia', colorModeScript(config))(
    document,
    localStorage,
    navigator,
    matchMedia,
  );
  return attributes.get('data-prefers-color');
}

const on = (value: 'light' | 'dark' | 'auto') => ({ default: value, switch: true });

describe('colorModeScript', () => {
  it('applies the configured default when nothing is stored', () => {
    expect(run(on('light'))).toBe('light');
    expect(run(on('dark'))).toBe('dark');
    expect(run(on('auto'), { dark: true })).toBe('dark');
  });

  it('applies a stored preference, resolving auto through the system setting', () => {
    expect(run(on('light'), { stored: 'dark' })).toBe('dark');
    expect(run(on('dark'), { stored: 'auto', dark: false })).toBe('light');
    expect(run(on('light'), { stored: 'auto', dark: true })).toBe('dark');
  });

  it('falls back to light for an unknown stored value', () => {
    expect(run(on('dark'), { stored: 'purple' })).toBe('light');
  });

  it('ignores storage when cookies are disabled or the switch is off', () => {
    expect(run(on('dark'), { stored: 'light', cookieEnabled: false })).toBe('dark');
    expect(run({ default: 'dark', switch: false }, { stored: 'light' })).toBe('dark');
  });

  it('never throws: storage that throws gives the default, no matchMedia gives light', () => {
    expect(run(on('dark'), { storageThrows: true })).toBe('dark');
    expect(run(on('auto'), { noMatchMedia: true })).toBe('light');
  });

  it('is small and safe to inline in a <script> element', () => {
    const script = colorModeScript(on('auto'));
    expect(script.length).toBeLessThan(500);
    expect(script).not.toMatch(/<\/script/i);
  });
});
