// A worker thread starts without the main thread's TypeScript loader: register it, as bin/ does.
import { register } from 'tsx/esm/api';

register();
await import('./compileTask.ts');
