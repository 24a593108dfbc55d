import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertSafeOutDir } from './outDirGuard.ts';

const root = path.resolve('/projects/site');
const folders = (outDir: string) => ({ root, docsDir: path.join(root, 'docs'), outDir });

describe('assertSafeOutDir', () => {
  it('accepts a folder of its own, inside the site or beside it', () => {
    expect(() => assertSafeOutDir(folders(path.join(root, 'dist')))).not.toThrow();
    expect(() => assertSafeOutDir(folders('/projects/site-dist'))).not.toThrow();
    expect(() => assertSafeOutDir(folders(path.join(root, 'docs-dist')))).not.toThrow();
  });

  it('refuses the site root itself', () => {
    expect(() => assertSafeOutDir(folders(root))).toThrow(
      /cannot be the output folder: it is the site root, and a build replaces its output folder entirely/,
    );
  });

  it('refuses a folder that contains the site', () => {
    expect(() => assertSafeOutDir(folders('/projects'))).toThrow(/it contains the site root/);
    expect(() => assertSafeOutDir(folders('/'))).toThrow(/it contains the site root/);
  });

  it('refuses the pages or public folder, or any folder inside them', () => {
    expect(() => assertSafeOutDir(folders(path.join(root, 'docs')))).toThrow(
      /it lies inside the pages folder/,
    );
    expect(() => assertSafeOutDir(folders(path.join(root, 'docs/out')))).toThrow(
      /it lies inside the pages folder/,
    );
    expect(() => assertSafeOutDir(folders(path.join(root, 'public/build')))).toThrow(
      /it lies inside the public folder/,
    );
  });

  it('suggests a folder that would do', () => {
    expect(() => assertSafeOutDir(folders(root))).toThrow(/Choose another, such as \S*site\/dist$/);
  });
});
