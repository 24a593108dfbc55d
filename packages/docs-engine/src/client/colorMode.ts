import { useCallback, useSyncExternalStore } from 'react';
import {
  COLOR_PREFERENCES,
  DARK_MEDIA_QUERY,
  PREFERS_COLOR_ATTR,
  PREFERS_COLOR_STORAGE_KEY,
  type ColorPreference,
} from '../shared/constants.ts';
import type { ThemeConfig } from '../shared/types.ts';

export type ResolvedColor = 'light' | 'dark';
export type PrefersColorConfig = ThemeConfig['prefersColor'];

const DEFAULT_CONFIG: PrefersColorConfig = { default: 'light', switch: true };

export function isColorPreference(value: unknown): value is ColorPreference {
  return typeof value === 'string' && (COLOR_PREFERENCES as readonly string[]).includes(value);
}

/** Nothing stored: the configured default; anything stored but unknown: light. */
export function parsePreference(
  stored: string | null,
  config: PrefersColorConfig,
): ColorPreference {
  if (stored === null) return config.default;
  return isColorPreference(stored) ? stored : 'light';
}

/**
 * Privacy modes and sandboxed frames throw on merely touching `localStorage`, so every access
 * is guarded; the site then behaves as if nothing were stored.
 */
function storage(): Storage | undefined {
  try {
    return navigator.cookieEnabled ? window.localStorage : undefined;
  } catch {
    return undefined;
  }
}

export function readPreference(config: PrefersColorConfig): ColorPreference {
  // With the switch off, readers cannot change the mode, so an old stored choice must not stick.
  if (!config.switch) return config.default;
  try {
    return parsePreference(storage()?.getItem(PREFERS_COLOR_STORAGE_KEY) ?? null, config);
  } catch {
    return config.default;
  }
}

export function writePreference(preference: ColorPreference): void {
  try {
    storage()?.setItem(PREFERS_COLOR_STORAGE_KEY, preference);
  } catch {
    // Quota or privacy mode: the choice holds for this page view only.
  }
}

function darkQuery(): MediaQueryList | undefined {
  return typeof window.matchMedia === 'function' ? window.matchMedia(DARK_MEDIA_QUERY) : undefined;
}

export function resolveColor(preference: ColorPreference): ResolvedColor {
  if (preference === 'auto') return darkQuery()?.matches ? 'dark' : 'light';
  return preference;
}

export function applyColor(color: ResolvedColor): void {
  document.documentElement.setAttribute(PREFERS_COLOR_ATTR, color);
}

export interface ColorModeState {
  /** What is shown: 'auto' resolved through the system setting. */
  color: ResolvedColor;
  preference: ColorPreference;
}

interface ColorModeStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): ColorModeState;
  getServerSnapshot(): ColorModeState;
  setPreference(preference: ColorPreference): void;
}

function createColorModeStore(config: PrefersColorConfig): ColorModeStore {
  const listeners = new Set<() => void>();
  const serverState: ColorModeState = {
    color: resolveOnServer(config.default),
    preference: config.default,
  };
  let state: ColorModeState | undefined;

  const current = (): ColorModeState => {
    if (!state) {
      const preference = readPreference(config);
      // The inline script in <head> has already resolved it; reading it back keeps them in step.
      const shown = document.documentElement.getAttribute(PREFERS_COLOR_ATTR);
      state = {
        preference,
        color: shown === 'dark' || shown === 'light' ? shown : resolveColor(preference),
      };
    }
    return state;
  };
  const update = (preference: ColorPreference): void => {
    const next = { preference, color: resolveColor(preference) };
    applyColor(next.color);
    if (state?.color === next.color && state.preference === next.preference) return;
    state = next;
    for (const listener of listeners) listener();
  };
  const onSystemChange = (): void => {
    if (current().preference === 'auto') update('auto');
  };
  // Another tab changed the choice: follow it, as that tab's reader expects every tab to.
  const onStorage = (event: StorageEvent): void => {
    if (event.key === PREFERS_COLOR_STORAGE_KEY && config.switch)
      update(parsePreference(event.newValue, config));
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) {
        const query = darkQuery();
        // Safari before 14 knows only the deprecated addListener.
        if (query?.addEventListener) query.addEventListener('change', onSystemChange);
        else query?.addListener(onSystemChange);
        window.addEventListener('storage', onStorage);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        // Unwatched, the state may go stale (storage, system); the next reader reads afresh.
        state = undefined;
        const query = darkQuery();
        if (query?.removeEventListener) query.removeEventListener('change', onSystemChange);
        else query?.removeListener(onSystemChange);
        window.removeEventListener('storage', onStorage);
      };
    },
    getSnapshot: current,
    getServerSnapshot: () => serverState,
    setPreference(preference) {
      writePreference(preference);
      update(preference);
    },
  };
}

/** On the server there is no system setting: 'auto' renders light, as the script's fallback. */
function resolveOnServer(preference: ColorPreference): ResolvedColor {
  return preference === 'dark' ? 'dark' : 'light';
}

// Keyed by value: a caller may well pass a fresh config object on every render.
const stores = new Map<string, ColorModeStore>();

function storeFor(config: PrefersColorConfig): ColorModeStore {
  const key = `${config.default}:${config.switch}`;
  let store = stores.get(key);
  if (!store) {
    store = createColorModeStore(config);
    stores.set(key, store);
  }
  return store;
}

/**
 * The colour mode: `[shown colour, preference, set preference]`. Safe to render on the server
 * (it renders the configured default), and it follows system changes while the preference is auto.
 */
export function usePrefersColor(
  config: PrefersColorConfig = DEFAULT_CONFIG,
): [ResolvedColor, ColorPreference, (preference: ColorPreference) => void] {
  const store = storeFor(config);
  const { color, preference } = useSyncExternalStore(
    store.subscribe,
    store.getSnapshot,
    store.getServerSnapshot,
  );
  const setPreference = useCallback((next: ColorPreference) => store.setPreference(next), [store]);
  return [color, preference, setPreference];
}
