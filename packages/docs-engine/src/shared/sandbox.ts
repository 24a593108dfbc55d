/**
 * A workspace package that is not on npm yet, shipped inside exported sandboxes as source
 * (the `virtual:docs-engine/sandbox-packages` module, loaded only when an export is clicked).
 */
export interface SandboxPackage {
  name: string;
  version: string;
  /** Source files by path relative to the package folder: 'src/index.ts', 'assets/index.css'. */
  files: Record<string, string>;
  /** Import subpath → file: { '.': 'src/index.ts', './assets/index.css': 'assets/index.css' }. */
  entries: Record<string, string>;
  /** The package's own npm dependencies, with exact installed versions. */
  dependencies: Record<string, string>;
}

export interface SandboxPackages {
  packages: Record<string, SandboxPackage>;
  /** Exact installed versions of the tools a sandbox runs with: vite, typescript. */
  tools: Record<string, string>;
}
