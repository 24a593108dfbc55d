// A compress thread: the compress task bundled into JavaScript (see bin/bundledCli.js), else its
// sources through tsx's loader, which the thread does not inherit.
import { pathToFileURL } from 'node:url';
import { bundledCli, COMPRESS_THREAD } from '../../bin/bundledCli.js';

const bundle = await bundledCli(COMPRESS_THREAD);
if (bundle) {
  await import(pathToFileURL(bundle).href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('./compressThread.ts');
}
