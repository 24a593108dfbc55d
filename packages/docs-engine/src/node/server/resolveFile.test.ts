import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { resolveFile } from './resolveFile.ts';

let root: string;

beforeAll(() => {
  const dir = mkdtempSync(path.join(tmpdir(), 'serve-'));
  root = path.join(dir, 'dist');
  mkdirSync(path.join(root, 'demo', 'base'), { recursive: true });
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'index.html'), 'home');
  writeFileSync(path.join(root, 'demo', 'base', 'index.html'), 'base');
  writeFileSync(path.join(root, 'assets', 'app.js'), 'js');
  writeFileSync(path.join(dir, 'secret.txt'), 'secret');
});

describe('resolveFile', () => {
  it('serves directory indexes and files', () => {
    expect(resolveFile(root, '/', '/')).toBe(path.join(root, 'index.html'));
    expect(resolveFile(root, '/', '/demo/base')).toBe(path.join(root, 'demo/base/index.html'));
    expect(resolveFile(root, '/', '/demo/base/')).toBe(path.join(root, 'demo/base/index.html'));
    expect(resolveFile(root, '/', '/assets/app.js')).toBe(path.join(root, 'assets/app.js'));
  });

  it('serves under a base path only', () => {
    expect(resolveFile(root, '/drawer/', '/drawer/demo/base')).toBe(
      path.join(root, 'demo/base/index.html'),
    );
    expect(resolveFile(root, '/drawer/', '/drawer')).toBe(path.join(root, 'index.html'));
    expect(resolveFile(root, '/drawer/', '/demo/base')).toBeUndefined();
  });

  it('never leaves the root', () => {
    expect(resolveFile(root, '/', '/../secret.txt')).toBeUndefined();
    expect(resolveFile(root, '/', '/%2e%2e/secret.txt')).toBeUndefined();
    expect(resolveFile(root, '/', '/assets/..%2f..%2fsecret.txt')).toBeUndefined();
    expect(resolveFile(root, '/', '/%00')).toBeUndefined();
    expect(resolveFile(root, '/', '/%E0%A4%A')).toBeUndefined();
  });

  it('finds nothing for unknown paths', () => {
    expect(resolveFile(root, '/', '/nope')).toBeUndefined();
  });
});
