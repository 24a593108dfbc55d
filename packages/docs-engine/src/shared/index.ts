export type * from './types.ts';
export type { RuntimePlugin, RuntimePluginHook } from './runtimePlugins.ts';
