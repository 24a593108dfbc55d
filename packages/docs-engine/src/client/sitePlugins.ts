import { plugins } from 'virtual:docs-engine/plugins';
import type { RuntimePluginHook } from '../shared/runtimePlugins.ts';
import { modifyWithPlugins } from './runtimePlugins.ts';

/** Passes a value through the `modify…` hooks of the site's runtime plugins. */
export function modifyWithSitePlugins<T>(key: RuntimePluginHook, value: T): T {
  return modifyWithPlugins(plugins, key, value);
}
