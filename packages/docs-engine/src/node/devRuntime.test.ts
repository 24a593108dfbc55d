import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  builtinModule,
  bundledBuiltins,
  devEntryModule,
  devRuntimeOptimizeDeps,
  editableRuntimeFolders,
} from './devRuntime.ts';

const sites: string[] = [];

/** A site folder; inside the repository, it resolves the engine's package from node_modules. */
function site(inRepository: boolean): string {
  const parent = inRepository ? path.resolve(import.meta.dirname, '../..') : tmpdir();
  const root = mkdtempSync(path.join(parent, 'dev-runtime.tmp.'));
  sites.push(root);
  return root;
}

/** What the optimizer keys the bundle on, besides its options: the chunks' intro. */
function bundleKey(root: string): unknown {
  return devRuntimeOptimizeDeps(root)?.rolldownOptions?.output?.intro;
}

afterEach(() => {
  for (const root of sites.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('devRuntimeOptimizeDeps', () => {
  it('bundles the runtime, the theme API and the builtins as the site imports them', () => {
    expect(devRuntimeOptimizeDeps(site(true))?.include).toEqual([
      '@drawer/docs-engine/runtime',
      '@drawer/docs-engine/client',
      '@drawer/docs-engine/builtins',
    ]);
  });

  it('leaves the runtime unbundled for a site that does not resolve the engine', () => {
    const root = site(false);
    expect(devRuntimeOptimizeDeps(root)).toBeUndefined();
    expect(devEntryModule(false)).toMatch(/^import ".*\/client\/entry-client\.tsx";$/);
  });

  it('bundles again once the site adds or removes a slot of its own, and only then', () => {
    const root = site(true);
    const before = bundleKey(root);
    expect(bundleKey(root)).toBe(before);
    const slot = path.join(root, 'theme', 'slots', 'Footer.tsx');
    mkdirSync(path.dirname(slot), { recursive: true });
    writeFileSync(slot, 'export default function Footer() { return null; }\n');
    const withSlot = bundleKey(root);
    expect(withSlot).not.toBe(before);
    rmSync(slot);
    expect(bundleKey(root)).toBe(before);
  });
});

describe('the builtins a page imports in dev', () => {
  it('come from the bundle, one module each', () => {
    expect(bundledBuiltins({ Badge: '/engine/theme/builtins/Badge/index.tsx' })).toEqual({
      Badge: 'virtual:docs-engine/builtin/Badge',
    });
    expect(builtinModule('Badge')).toBe(
      'export { Badge as default } from "@drawer/docs-engine/builtins";',
    );
    expect(devEntryModule(true)).toBe('import "@drawer/docs-engine/runtime";');
  });
});

describe('editableRuntimeFolders', () => {
  it("are the runtime's source folders of this working copy, which the dev server watches", () => {
    const src = path.resolve(import.meta.dirname, '..');
    expect(editableRuntimeFolders()).toEqual(
      ['client', 'theme', 'shared', 'search'].map((part) => path.join(src, part)),
    );
  });
});
