import type { ReactNode } from 'react';
import type { RuntimePlugin, RuntimePluginHook } from '../shared/runtimePlugins.ts';

export type { RuntimePlugin };

/** The hooks the site's plugins registered under one key, in the order of the config. */
export function pluginHooks<T extends (...args: never[]) => unknown>(
  plugins: readonly RuntimePlugin[],
  key: RuntimePluginHook,
): T[] {
  return plugins.flatMap((plugin) => (plugin.apply[key] ? [plugin.apply[key] as T] : []));
}

/** Passes a value through every `modify…` hook of one key, as umi's `modify` type does. */
export function modifyWithPlugins<T>(
  plugins: readonly RuntimePlugin[],
  key: RuntimePluginHook,
  value: T,
): T {
  return pluginHooks<(memo: T) => T>(plugins, key).reduce((memo, hook) => hook(memo), value);
}

/** `rootContainer` hooks wrap the whole app (providers, analytics boundaries…). */
export function applyRootContainer(plugins: readonly RuntimePlugin[], app: ReactNode): ReactNode {
  return modifyWithPlugins(plugins, 'rootContainer', app);
}
