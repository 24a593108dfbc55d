// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PREFERS_COLOR_ATTR, PREFERS_COLOR_STORAGE_KEY } from '../shared/constants.ts';
import {
  parsePreference,
  readPreference,
  usePrefersColor,
  writePreference,
  type PrefersColorConfig,
} from './colorMode.ts';

/** A controllable `prefers-color-scheme: dark` media query. */
function emulateSystem(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: dark,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => query);
  return {
    listeners,
    change(next: boolean) {
      query.matches = next;
      for (const listener of listeners) listener();
    },
  };
}

const html = () => document.documentElement.getAttribute(PREFERS_COLOR_ATTR);
const config = (overrides: Partial<PrefersColorConfig> = {}): PrefersColorConfig => ({
  default: 'light',
  switch: true,
  ...overrides,
});

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute(PREFERS_COLOR_ATTR);
  emulateSystem(false);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('parsePreference', () => {
  it('keeps a known value, uses the default when nothing is stored and light for anything else', () => {
    expect(parsePreference('dark', config())).toBe('dark');
    expect(parsePreference('auto', config())).toBe('auto');
    expect(parsePreference(null, config({ default: 'dark' }))).toBe('dark');
    expect(parsePreference('purple', config({ default: 'dark' }))).toBe('light');
  });
});

describe('reading and writing the preference', () => {
  it('round-trips through local storage under dumi:prefers-color', () => {
    writePreference('dark');
    expect(localStorage.getItem(PREFERS_COLOR_STORAGE_KEY)).toBe('dark');
    expect(readPreference(config())).toBe('dark');
  });

  it('neither reads nor writes when cookies are disabled', () => {
    localStorage.setItem(PREFERS_COLOR_STORAGE_KEY, 'dark');
    vi.spyOn(navigator, 'cookieEnabled', 'get').mockReturnValue(false);
    expect(readPreference(config())).toBe('light');
    writePreference('auto');
    expect(localStorage.getItem(PREFERS_COLOR_STORAGE_KEY)).toBe('dark');
  });

  it('survives storage that throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(readPreference(config({ default: 'dark' }))).toBe('dark');
    expect(() => writePreference('dark')).not.toThrow();
  });

  it('ignores the stored choice when the switch is off', () => {
    localStorage.setItem(PREFERS_COLOR_STORAGE_KEY, 'dark');
    expect(readPreference(config({ switch: false }))).toBe('light');
  });
});

describe('usePrefersColor', () => {
  it('starts from the colour the inline script applied and the stored preference', () => {
    localStorage.setItem(PREFERS_COLOR_STORAGE_KEY, 'auto');
    document.documentElement.setAttribute(PREFERS_COLOR_ATTR, 'dark');
    const { result } = renderHook(() => usePrefersColor(config()));
    expect(result.current.slice(0, 2)).toEqual(['dark', 'auto']);
  });

  it('sets, stores and applies a preference', () => {
    const { result } = renderHook(() => usePrefersColor(config()));
    expect(result.current.slice(0, 2)).toEqual(['light', 'light']);
    act(() => result.current[2]('dark'));
    expect(result.current.slice(0, 2)).toEqual(['dark', 'dark']);
    expect(html()).toBe('dark');
    expect(localStorage.getItem(PREFERS_COLOR_STORAGE_KEY)).toBe('dark');
  });

  it('follows live system changes while the preference is auto, and only then', () => {
    const system = emulateSystem(true);
    const { result, unmount } = renderHook(() => usePrefersColor(config()));
    act(() => result.current[2]('auto'));
    expect([result.current[0], html()]).toEqual(['dark', 'dark']);
    act(() => system.change(false));
    expect([result.current[0], html()]).toEqual(['light', 'light']);
    act(() => result.current[2]('dark'));
    act(() => system.change(false));
    expect(html()).toBe('dark');
    unmount();
    expect(system.listeners.size).toBe(0);
  });

  it('follows a choice made in another tab', () => {
    const { result } = renderHook(() => usePrefersColor(config()));
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: PREFERS_COLOR_STORAGE_KEY, newValue: 'dark' }),
      );
    });
    expect(result.current.slice(0, 2)).toEqual(['dark', 'dark']);
  });
});
