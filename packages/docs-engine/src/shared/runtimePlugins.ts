/** Hooks a runtime plugin may implement. Anything else is a typo that would silently do nothing. */
export const RUNTIME_PLUGIN_HOOKS = [
  'onRouteChange',
  'modifyCodeSandboxData',
  'modifyStackBlitzData',
  'toSketchJSON',
  'rootContainer',
] as const;

export type RuntimePluginHook = (typeof RUNTIME_PLUGIN_HOOKS)[number];

export interface RuntimePlugin {
  apply: Partial<Record<RuntimePluginHook, (...args: never[]) => unknown>>;
}

/**
 * Checks a runtime plugin module's default export. `name` is how the author refers to the plugin
 * (its path in the config) and is part of every message.
 */
export function validateRuntimePlugin(name: string, plugin: unknown): RuntimePlugin {
  if (typeof plugin !== 'object' || plugin === null || !('apply' in plugin)) {
    throw new Error(
      `Plugin ${name} has no apply section: export default { apply: { <hook>: fn } }`,
    );
  }
  const { apply } = plugin;
  if (typeof apply !== 'object' || apply === null) {
    throw new Error(`Plugin ${name}: apply must be an object of hooks`);
  }
  for (const [key, hook] of Object.entries(apply)) {
    if (!(RUNTIME_PLUGIN_HOOKS as readonly string[]).includes(key)) {
      throw new Error(
        `Plugin ${name}: invalid key "${key}" in apply; valid keys are ${RUNTIME_PLUGIN_HOOKS.join(', ')}`,
      );
    }
    if (typeof hook !== 'function') {
      throw new Error(`Plugin ${name}: apply.${key} must be a function`);
    }
  }
  return plugin as RuntimePlugin;
}
