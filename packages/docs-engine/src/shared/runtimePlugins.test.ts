import { describe, expect, it } from 'vitest';
import { validateRuntimePlugin } from './runtimePlugins.ts';

describe('validateRuntimePlugin', () => {
  it('accepts hooks from the known list', () => {
    const plugin = { apply: { onRouteChange: () => undefined, modifyCodeSandboxData: () => ({}) } };
    expect(validateRuntimePlugin('./plugins/track.ts', plugin)).toBe(plugin);
  });

  it('rejects a plugin without apply, naming it', () => {
    expect(() => validateRuntimePlugin('./plugins/track.ts', { onRouteChange() {} })).toThrow(
      'Plugin ./plugins/track.ts has no apply section',
    );
    expect(() => validateRuntimePlugin('./plugins/empty.ts', undefined)).toThrow(
      'Plugin ./plugins/empty.ts has no apply section',
    );
  });

  it('rejects an unknown hook key, naming the plugin and the key', () => {
    expect(() =>
      validateRuntimePlugin('./plugins/track.ts', { apply: { onRoutChange: () => undefined } }),
    ).toThrow(
      'Plugin ./plugins/track.ts: invalid key "onRoutChange" in apply; valid keys are onRouteChange',
    );
  });

  it('rejects a hook that is not a function', () => {
    expect(() => validateRuntimePlugin('p', { apply: { onRouteChange: 'x' } })).toThrow(
      'Plugin p: apply.onRouteChange must be a function',
    );
  });
});
