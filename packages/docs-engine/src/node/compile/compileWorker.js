// A compile thread: the compile task bundled into JavaScript (see bin/bundledCli.js), else its
// sources, the packages first.
import { COMPILE_THREAD, startThread } from '../../../bin/bundledCli.js';
import { MARKDOWN_PACKAGES, preloadPackages } from '../preloadPackages.js';

await startThread(COMPILE_THREAD, new URL('./compileTask.ts', import.meta.url), () =>
  preloadPackages(MARKDOWN_PACKAGES),
);
