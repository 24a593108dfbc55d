import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  keepSharedDeps,
  packageDirOf,
  prefillSharedDeps,
  sharedDepsKey,
  type SiteDeps,
} from './sharedDeps.ts';

let folder: string;
let store: string;
const KEY = 'key-of-this-vite-and-these-options';

/** A site whose node_modules holds React at `version` (a stand-in: one CommonJS file). */
function site(name: string, version = '19.0.0'): string {
  const root = path.join(folder, name);
  writeReact(root, version);
  return root;
}

function writeReact(root: string, version: string): void {
  const react = path.join(root, 'node_modules', 'react');
  mkdirSync(react, { recursive: true });
  writeFileSync(path.join(react, 'package.json'), JSON.stringify({ name: 'react', version }));
  writeFileSync(path.join(react, 'index.js'), `module.exports = { version: '${version}' };\n`);
}

const viteHash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 8);

/** The site as the dev server sees it, its hashes made from its folder as Vite's include it. */
function siteDeps(root: string, key = KEY): SiteDeps {
  const hash = viteHash(`hash ${root}`);
  return {
    root,
    depsDir: path.join(root, '.docs-engine', 'vite', 'deps'),
    hashes: { hash, lockfileHash: 'lock', configHash: viteHash(`config ${root}`) },
    key,
    store,
  };
}

/** What Vite's optimizer writes for the site: React bundled, with its metadata and source map. */
function optimize(deps: SiteDeps, ids: string[] = ['react']): void {
  mkdirSync(deps.depsDir, { recursive: true });
  writeFileSync(path.join(deps.depsDir, 'package.json'), '{ "type": "module" }\n');
  const source = path.join(deps.root, 'node_modules', 'react', 'index.js');
  const chunk = 'react-chunk.js';
  writeFileSync(path.join(deps.depsDir, chunk), `export const t = ${readFileSync(source, 'utf8')}`);
  writeFileSync(
    path.join(deps.depsDir, `${chunk}.map`),
    JSON.stringify({ version: 3, sources: [path.relative(deps.depsDir, source)], mappings: '' }),
  );
  const optimized = Object.fromEntries(
    ids.map((id) => {
      const file = `${id.replaceAll('/', '_')}.js`;
      writeFileSync(
        path.join(deps.depsDir, file),
        `import { t } from "./${chunk}";\nexport default t;\n`,
      );
      const absolute = path.join(deps.depsDir, file);
      return [
        id,
        {
          src: path.relative(deps.depsDir, source),
          file,
          fileHash: viteHash(deps.hashes.hash + absolute + JSON.stringify([chunk])),
          needsInterop: true,
        },
      ];
    }),
  );
  writeFileSync(
    path.join(deps.depsDir, '_metadata.json'),
    JSON.stringify({
      ...deps.hashes,
      browserHash: 'browser',
      optimized,
      chunks: { 'react-chunk': { file: chunk, isDynamicEntry: false } },
    }),
  );
}

const metadataOf = (deps: SiteDeps) =>
  JSON.parse(readFileSync(path.join(deps.depsDir, '_metadata.json'), 'utf8')) as {
    hash: string;
    configHash: string;
    optimized: Record<string, { src: string; fileHash: string }>;
  };

beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'shared-deps-'));
  store = path.join(folder, 'store');
});

afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe('bundles shared between sites', () => {
  it("give a new site another site's bundles, with metadata Vite takes as its own", async () => {
    const first = siteDeps(site('first'));
    optimize(first);
    expect(await keepSharedDeps(first)).toBe(true);
    // The packages resolve from a common folder, as in a workspace: both sites see one React.
    const root = path.join(folder, 'first', 'docs', 'second');
    mkdirSync(root, { recursive: true });
    const second = siteDeps(root);

    expect(prefillSharedDeps(second)).toBe(true);
    const metadata = metadataOf(second);
    expect(metadata.hash).toBe(second.hashes.hash);
    expect(metadata.configHash).toBe(second.hashes.configHash);
    // Paths relative to this site's folder, the file's hash as Vite computes it for this site.
    const source = path.join(folder, 'first', 'node_modules', 'react', 'index.js');
    expect(path.resolve(second.depsDir, metadata.optimized.react?.src ?? '')).toBe(source);
    const file = path.join(second.depsDir, 'react.js');
    expect(metadata.optimized.react?.fileHash).toBe(
      viteHash(second.hashes.hash + file + JSON.stringify(['react-chunk.js'])),
    );
    expect(readFileSync(path.join(second.depsDir, 'react-chunk.js'), 'utf8')).toContain('19.0.0');
  });

  it('are never used once a package they were made of changed (another React version)', async () => {
    const first = siteDeps(site('first'));
    optimize(first);
    await keepSharedDeps(first);
    writeReact(first.root, '19.1.0');
    const second = siteDeps(path.join(first.root, 'sub'));
    mkdirSync(second.root);
    expect(prefillSharedDeps(second)).toBe(false);
    expect(existsSync(second.depsDir)).toBe(false);
  });

  it('are never used by a site that resolves the package elsewhere, or under another key', async () => {
    const first = siteDeps(site('first'));
    optimize(first);
    await keepSharedDeps(first);
    // The same version, installed in the site's own node_modules: a package of its own.
    expect(prefillSharedDeps(siteDeps(site('other')))).toBe(false);
    const underOtherKey = siteDeps(path.join(first.root, 'sub'), 'another-engine-or-vite');
    mkdirSync(underOtherKey.root);
    expect(prefillSharedDeps(underOtherKey)).toBe(false);
  });

  it("leave a site's own current bundles alone", async () => {
    const first = siteDeps(site('first'));
    optimize(first);
    await keepSharedDeps(first);
    const before = readFileSync(path.join(first.depsDir, '_metadata.json'), 'utf8');
    expect(prefillSharedDeps(first)).toBe(false);
    expect(readFileSync(path.join(first.depsDir, '_metadata.json'), 'utf8')).toBe(before);
  });

  it("are not kept from a site's package of its own, nor kept twice", async () => {
    const own = siteDeps(site('own'));
    optimize(own, ['react', 'left-pad']);
    expect(await keepSharedDeps(own)).toBe(false);
    expect(existsSync(store)).toBe(false);

    const first = siteDeps(site('first'));
    optimize(first);
    expect(await keepSharedDeps(first)).toBe(true);
    expect(await keepSharedDeps(first)).toBe(false);
    // Bundles copied from the store are not kept again: they lack what they were made from.
    const second = siteDeps(path.join(first.root, 'sub'));
    mkdirSync(second.root);
    prefillSharedDeps(second);
    rmSync(store, { recursive: true });
    expect(await keepSharedDeps(second)).toBe(false);
  });

  it("keep only the latest keys' bundles", async () => {
    for (const key of ['one', 'two', 'three', 'four']) {
      const deps = siteDeps(site(key), key);
      optimize(deps);
      expect(await keepSharedDeps(deps)).toBe(true);
    }
    const pointers = readdirSync(store).filter((name) => name.endsWith('.json'));
    expect(pointers.length).toBe(3);
    expect(readdirSync(store).length).toBe(6);
  });
});

describe('sharedDepsKey', () => {
  it("changes with the engine's runtime (the bundles' intro), the options and the environment", () => {
    const options = (intro: string) => ({
      include: ['react', '@drawer/docs-engine/runtime'],
      rolldownOptions: { output: { intro } },
    });
    const key = sharedDepsKey({ optimizeDeps: options('runtime 1'), nodeEnv: 'development' });
    expect(sharedDepsKey({ optimizeDeps: options('runtime 1'), nodeEnv: 'development' })).toBe(key);
    expect(sharedDepsKey({ optimizeDeps: options('runtime 2'), nodeEnv: 'development' })).not.toBe(
      key,
    );
    expect(sharedDepsKey({ optimizeDeps: options('runtime 1'), nodeEnv: 'production' })).not.toBe(
      key,
    );
  });
});

describe('packageDirOf', () => {
  it('finds a package as Node does, and a nested one from the package that depends on it', () => {
    const root = site('first');
    const nested = path.join(root, 'node_modules', 'react', 'node_modules', 'scheduler');
    mkdirSync(nested, { recursive: true });
    writeFileSync(path.join(nested, 'package.json'), '{}');
    expect(packageDirOf('react/jsx-runtime', path.join(root, 'docs'))).toBe(
      path.join(root, 'node_modules', 'react'),
    );
    expect(packageDirOf('react > scheduler', root)).toBe(nested);
    expect(packageDirOf('react-dom/client', root)).toBeUndefined();
  });
});
