// A compile thread: the compile task bundled into JavaScript (see bin/bundledCli.js), else its
// sources, the packages first, then through tsx's loader, which the thread does not inherit.
import { pathToFileURL } from 'node:url';
import { bundledCli, COMPILE_THREAD } from '../../../bin/bundledCli.js';
import { MARKDOWN_PACKAGES, preloadPackages } from '../preloadPackages.js';

const bundle = await bundledCli(COMPILE_THREAD);
if (bundle) {
  await import(pathToFileURL(bundle).href);
} else {
  await preloadPackages(MARKDOWN_PACKAGES);
  const { register } = await import('tsx/esm/api');
  register();
  await import('./compileTask.ts');
}
