import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { ENGINE_CHUNK } from './chunkGroups.ts';
import { EAGER_COMPILE_HINT, eagerCompileHintPlugin } from './eagerCompileHint.ts';

const MAP_DEPS = 'const __vite__mapDeps=(i)=>i;\n';

function chunk(name: string, code: string): Rolldown.OutputChunk {
  return { type: 'chunk', name, fileName: `assets/${name}-abc.js`, code } as Rolldown.OutputChunk;
}

/** Runs the plugin's generateBundle on `bundle` as the build of `consumer` would. */
function generate(consumer: 'client' | 'server', bundle: Rolldown.OutputBundle): void {
  const hook = eagerCompileHintPlugin().generateBundle;
  if (typeof hook !== 'object') throw new Error('generateBundle must be ordered after Vite’s');
  const context = { environment: { config: { consumer } } };
  Reflect.apply(hook.handler, context, [{}, bundle, false]);
}

describe('eagerCompileHintPlugin', () => {
  it('puts the hint on the first line of the engine chunk, before Vite’s own first line', () => {
    const bundle = {
      engine: chunk(ENGINE_CHUNK, `${MAP_DEPS}import{a}from"./b.js";`),
      page: chunk('home', 'export const page=1;'),
    };
    generate('client', bundle);
    expect(bundle.engine.code.split('\n')[0]).toBe(EAGER_COMPILE_HINT);
    expect(bundle.engine.code).toContain(MAP_DEPS);
    expect(bundle.page.code).toBe('export const page=1;');
  });

  it('runs after Vite’s generateBundle, which writes the chunk’s first line', () => {
    const hook = eagerCompileHintPlugin().generateBundle;
    expect(typeof hook === 'object' && hook.order).toBe('post');
  });

  it('leaves the server bundle alone', () => {
    const bundle = { engine: chunk(ENGINE_CHUNK, 'export{};') };
    generate('server', bundle);
    expect(bundle.engine.code).toBe('export{};');
  });
});
