// A worker thread starts without the main thread's TypeScript loader: register it, as bin/ does.
import { register } from 'tsx/esm/api';
import { MARKDOWN_PACKAGES, preloadPackages } from '../preloadPackages.js';

await preloadPackages(MARKDOWN_PACKAGES);
register();
await import('./compileTask.ts');
