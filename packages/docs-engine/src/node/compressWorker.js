// A compress thread: the compress task bundled into JavaScript (see bin/bundledCli.js), else its
// sources.
import { COMPRESS_THREAD, startThread } from '../../bin/bundledCli.js';

await startThread(COMPRESS_THREAD, new URL('./compressThread.ts', import.meta.url));
