import type { Plugin } from 'vite';
import { ENGINE_CHUNK } from './chunkGroups.ts';

/**
 * V8's explicit compile hint (Chrome 136 and later; to other engines, a comment): every function
 * of the file is compiled while the script streams in, on a background thread, instead of on the
 * main thread the first time it is called.
 */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Marks the engine chunk (React and the engine's shared modules) for eager compilation. Hydrating
 * the part of the page a reader clicks runs hundreds of React's functions for the first time;
 * compiled lazily, each is compiled on the main thread right then, between the click and the
 * drawer opening. Only this chunk: it holds what every page's first click runs; the others are
 * small and hold a page's own parts, many of which never run.
 *
 * The comment comes first in the file: on the second line, after Vite's list of lazily loaded
 * files, it made no difference to the main thread's compile time in a trace. It is added once the
 * chunk is minified (which drops comments), to the browser's bundle only; the chunk's name keeps
 * the hash of its code without it, which changes whenever the code does.
 */
export function eagerCompileHintPlugin(): Plugin {
  return {
    name: 'docs-engine:eager-compile-hint',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      // After Vite's own, which puts the chunk's list of lazily loaded files on its first line.
      order: 'post',
      handler(_options, bundle) {
        if (this.environment.config.consumer !== 'client') return;
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk' && output.name === ENGINE_CHUNK) {
            output.code = `${EAGER_COMPILE_HINT}\n${output.code}`;
          }
        }
      },
    },
  };
}
