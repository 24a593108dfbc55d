export declare const MARKDOWN_PACKAGES: readonly string[];
export declare const ENGINE_PACKAGES: readonly string[];
export declare function preloadPackages(packages: readonly string[]): Promise<void>;
