import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SandboxPackage, SandboxPackages } from '../../shared/sandbox.ts';
import { findInstalledPackage } from './installedPackage.ts';

const SOURCE_FILE = /\.(tsx?|jsx?|mjs|css)$/;
const NOT_SHIPPED = /(\.test\.|\.spec\.|\.stories\.|__tests__|__fixtures__|\.d\.ts$)/;
const TOOLS = ['vite', 'typescript'];

interface Manifest {
  name?: string;
  version?: string;
  private?: boolean;
  dependencies?: Record<string, string>;
  exports?: Record<string, unknown>;
}

function readManifest(dir: string): Manifest {
  return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as Manifest;
}

/** The file an `exports` entry leads a browser bundler to: conditions are read as Vite would. */
function exportTarget(target: unknown): string | undefined {
  if (typeof target === 'string') return target;
  if (typeof target !== 'object' || target === null) return undefined;
  const conditions = target as Record<string, unknown>;
  for (const condition of ['browser', 'import', 'default']) {
    const found = exportTarget(conditions[condition]);
    if (found !== undefined) return found;
  }
  return undefined;
}

function listSources(root: string, dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listSources(root, full);
    const relative = path.relative(root, full).split(path.sep).join('/');
    return SOURCE_FILE.test(entry.name) && !NOT_SHIPPED.test(relative) ? [relative] : [];
  });
}

function exactVersions(names: string[], fromDir: string): Record<string, string> {
  const versions: Record<string, string> = {};
  for (const name of names) {
    const installed = findInstalledPackage(name, fromDir);
    if (installed) versions[name] = installed.version;
  }
  return versions;
}

/**
 * A package linked from the workspace rather than installed from the registry: its real path is
 * outside every node_modules folder. Its built `dist` may not exist, so sandboxes get its source:
 * `src/**` and the files its `exports` map names outside `dist` (stylesheets, say).
 */
function workspacePackage(name: string, siteRoot: string): SandboxPackage | undefined {
  const installed = findInstalledPackage(name, siteRoot);
  if (!installed) return undefined;
  const dir = realpathSync(installed.dir);
  if (dir.split(path.sep).includes('node_modules')) return undefined;
  const manifest = readManifest(dir);
  // A private package (the engine itself, say) is tooling, never something a demo ships.
  if (manifest.private) return undefined;
  const entries: Record<string, string> = {};
  const index = ['src/index.ts', 'src/index.tsx', 'src/index.js'].find((file) =>
    existsSync(path.join(dir, file)),
  );
  if (index) entries['.'] = index;
  for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
    const file = exportTarget(target)?.replace(/^\.\//, '');
    if (file === undefined || subpath === '.' || subpath.endsWith('package.json')) continue;
    if (file.startsWith('dist/')) continue;
    if (!existsSync(path.join(dir, file)))
      throw new Error(
        `${name} exports "${subpath}" from ${file}, which does not exist yet: build the package ` +
          `first (npm run build in ${dir}), so that exported sandboxes can include it`,
      );
    entries[subpath] = file;
  }
  const paths = new Set([...listSources(dir, path.join(dir, 'src')), ...Object.values(entries)]);
  const files: Record<string, string> = {};
  for (const file of paths) files[file] = readFileSync(path.join(dir, file), 'utf8');
  return {
    name,
    version: installed.version,
    files,
    entries,
    dependencies: exactVersions(Object.keys(manifest.dependencies ?? {}), dir),
  };
}

/**
 * The workspace packages the site depends on, and the versions of the sandbox's tools. A site
 * needs no package.json of its own: then no workspace package is shipped.
 */
export function collectSandboxPackages(siteRoot: string): SandboxPackages {
  const manifest = existsSync(path.join(siteRoot, 'package.json')) ? readManifest(siteRoot) : {};
  const packages: Record<string, SandboxPackage> = {};
  for (const name of Object.keys(manifest.dependencies ?? {})) {
    const found = workspacePackage(name, siteRoot);
    if (found && Object.keys(found.entries).length > 0) packages[name] = found;
  }
  const engineDir = path.dirname(fileURLToPath(import.meta.url));
  return { packages, tools: exactVersions(TOOLS, engineDir) };
}

/**
 * The source of `virtual:docs-engine/sandbox-packages`. The Previewer imports it dynamically when
 * an export is clicked, so the packages' sources never weigh on a page load.
 */
export function renderSandboxPackagesModule(siteRoot: string): string {
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(collectSandboxPackages(siteRoot)))});\n`;
}
