import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { collectSandboxPackages, renderSandboxPackagesModule } from './sandboxPackages.ts';

const site = fileURLToPath(new URL('../../../../../site', import.meta.url));

describe('collectSandboxPackages', () => {
  const { packages, tools } = collectSandboxPackages(site);

  it('ships the unpublished workspace drawer as source, and not the private engine', () => {
    expect(Object.keys(packages)).toEqual(['@drawer/react']);
    const drawer = packages['@drawer/react'];
    expect(drawer?.entries).toEqual({
      '.': 'src/index.ts',
      './assets/index.css': 'assets/index.css',
    });
    expect(Object.keys(drawer?.files ?? {})).toContain('src/index.ts');
    expect(Object.keys(drawer?.files ?? {}).some((file) => /\.test\./.test(file))).toBe(false);
  });

  it('pins the sandbox tools to the installed versions', () => {
    expect(tools.vite).toMatch(/^\d+\.\d+\.\d+$/);
    expect(tools.typescript).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('renders them as the default export of a module', () => {
    const code = renderSandboxPackagesModule(site);
    expect(code).toMatch(/^export default JSON\.parse\(".*"\);\n$/);
    expect(code).toContain('@drawer/react');
  });
});
