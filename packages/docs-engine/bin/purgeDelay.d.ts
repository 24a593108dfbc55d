/**
 * How long (ms, as the environment variable takes it) the bundler's allocator keeps memory it
 * freed, for the CLI run with `args`: shorter without the site's cache. Undefined but for `build`.
 */
export function purgeDelay(args: string[], cwd?: string): string | undefined;
