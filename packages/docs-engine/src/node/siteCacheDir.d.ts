/** Where the engine keeps what it compiled and scanned between runs of the site at `root`. */
export declare function siteCacheDir(root: string): string;
