import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { collectSandboxPackages, renderSandboxPackagesModule } from './sandboxPackages.ts';

function write(file: string, content: string | object): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
}

/**
 * A site that depends on two packages linked from its workspace, as npm links them: a public one
 * with a built stylesheet export, and a private one (tooling, like the engine itself).
 */
function workspace(root: string, { cssBuilt }: { cssBuilt: boolean }): string {
  const lib = path.join(root, 'packages/lib');
  write(path.join(lib, 'package.json'), {
    name: '@ws/lib',
    version: '2.1.0',
    exports: {
      '.': { import: './dist/index.js' },
      './assets/style.css': './assets/style.css',
      './package.json': './package.json',
    },
  });
  write(path.join(lib, 'src/index.ts'), "export { part } from './part';\n");
  write(path.join(lib, 'src/part.tsx'), 'export const part = 1;\n');
  write(path.join(lib, 'src/part.test.tsx'), 'test code\n');
  if (cssBuilt) write(path.join(lib, 'assets/style.css'), '.lib{color:red}');
  const tool = path.join(root, 'packages/tool');
  write(path.join(tool, 'package.json'), { name: '@ws/tool', version: '1.0.0', private: true });
  write(path.join(tool, 'src/index.ts'), 'export {};\n');

  const site = path.join(root, 'site');
  write(path.join(site, 'package.json'), {
    dependencies: { '@ws/lib': '*', '@ws/tool': '*' },
  });
  mkdirSync(path.join(root, 'node_modules/@ws'), { recursive: true });
  symlinkSync(lib, path.join(root, 'node_modules/@ws/lib'), 'dir');
  symlinkSync(tool, path.join(root, 'node_modules/@ws/tool'), 'dir');
  return site;
}

describe('collectSandboxPackages', () => {
  let root = '';
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'sandbox-packages-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('ships an unpublished workspace package as source with its stylesheet, and not a private one', () => {
    const { packages } = collectSandboxPackages(workspace(root, { cssBuilt: true }));
    expect(Object.keys(packages)).toEqual(['@ws/lib']);
    expect(packages['@ws/lib']).toMatchObject({
      version: '2.1.0',
      entries: { '.': 'src/index.ts', './assets/style.css': 'assets/style.css' },
      files: {
        'src/index.ts': "export { part } from './part';\n",
        'src/part.tsx': 'export const part = 1;\n',
        'assets/style.css': '.lib{color:red}',
      },
    });
    expect(Object.keys(packages['@ws/lib']?.files ?? {})).not.toContain('src/part.test.tsx');
  });

  it('fails with the package and the file when an exported stylesheet is not built yet', () => {
    expect(() => collectSandboxPackages(workspace(root, { cssBuilt: false }))).toThrow(
      /@ws\/lib exports "\.\/assets\/style\.css" from assets\/style\.css, which does not exist yet: build the package first/,
    );
  });

  it('pins the sandbox tools to the installed versions', () => {
    const { tools } = collectSandboxPackages(workspace(root, { cssBuilt: true }));
    expect(tools.vite).toMatch(/^\d+\.\d+\.\d+$/);
    expect(tools.typescript).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('renders them as the default export of a module', () => {
    const code = renderSandboxPackagesModule(workspace(root, { cssBuilt: true }));
    expect(code).toMatch(/^export default JSON\.parse\(".*"\);\n$/);
    expect(code).toContain('@ws/lib');
  });
});
