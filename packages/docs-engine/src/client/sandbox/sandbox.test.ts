import { decompressFromBase64 } from 'lz-string';
import { describe, expect, it } from 'vitest';
import type { SandboxPackages } from '../../shared/sandbox.ts';
import { buildSandboxProject, mountScript, type SandboxDemo } from './buildSandboxProject.ts';
import { encodeCodeSandboxParameters } from './codeSandbox.ts';
import { normalizePath, relativeSpecifier } from './modulePath.ts';
import { rewriteImports } from './rewriteImports.ts';

const source = (name: string, lang: string, code: string) => ({ name, lang, code });

const meta: SandboxDemo = {
  id: 'demo-base-demo-base',
  asset: { id: 'demo-base-demo-base', title: 'Basic', description: '<p>Opens <b>right</b></p>' },
  sources: [
    source(
      'base.tsx',
      'tsx',
      "import Drawer from '@drawer/react';\nimport '@drawer/react/assets/index.css';\nimport { items } from './data';\nexport default () => <Drawer>{items.length}</Drawer>;\n",
    ),
    source(
      'data.ts',
      'ts',
      "import { label } from '../shared/label';\nexport const items = [label];\n",
    ),
    source('../shared/label.ts', 'ts', "export const label = 'a';\n"),
  ],
  dependencies: { react: '19.3.1', 'react-dom': '19.3.1', '@drawer/react': '1.0.0' },
};

const bundle: SandboxPackages = {
  packages: {
    '@drawer/react': {
      name: '@drawer/react',
      version: '1.0.0',
      files: {
        'src/index.ts': "export { default } from './Drawer';\n",
        'src/Drawer.tsx':
          "import { useState } from 'react';\nexport default function Drawer() { return null; }\n",
        'assets/index.css': '.drawer {}\n',
      },
      entries: { '.': 'src/index.ts', './assets/index.css': 'assets/index.css' },
      dependencies: {},
    },
  },
  tools: { vite: '8.3.8', typescript: '6.0.3' },
};

describe('modulePath', () => {
  it('normalizes and relates posix paths', () => {
    expect(normalizePath('src/demo/../shared/a.ts')).toBe('src/shared/a.ts');
    expect(relativeSpecifier('src/App.tsx', 'src/data.ts')).toBe('./data.ts');
    expect(relativeSpecifier('src/demo/App.tsx', 'vendor/x/src/index.ts')).toBe(
      '../../vendor/x/src/index.ts',
    );
    expect(relativeSpecifier('src/index.tsx', 'src/demo/App.tsx')).toBe('./demo/App.tsx');
  });
});

describe('rewriteImports', () => {
  it('rewrites every import form and leaves the rest', () => {
    const code = [
      "import a from 'x';",
      'import { b } from "x/sub";',
      "import 'x/style.css';",
      "export * from 'x';",
      "const c = import('x');",
      "import d from 'y';",
    ].join('\n');
    const rewritten = rewriteImports(code, (specifier) =>
      specifier.startsWith('x') ? `./v/${specifier}` : undefined,
    );
    expect(rewritten).toBe(
      [
        "import a from './v/x';",
        'import { b } from "./v/x/sub";',
        "import './v/x/style.css';",
        "export * from './v/x';",
        "const c = import('./v/x');",
        "import d from 'y';",
      ].join('\n'),
    );
  });
});

describe('mountScript', () => {
  it('uses createRoot for React 18, 19 and unknown versions', () => {
    for (const version of ['18.3.1', '19.3.1', 'latest', undefined]) {
      expect(mountScript(version, true)).toContain(
        "import { createRoot } from 'react-dom/client';",
      );
    }
    expect(mountScript('19.0.0', true)).toContain(
      "createRoot(document.getElementById('root')!).render(<App />);",
    );
  });

  it('keeps the legacy render API for React 17 and older only', () => {
    expect(mountScript('17.0.2', false)).toContain(
      "ReactDOM.render(<App />, document.getElementById('root'));",
    );
    expect(mountScript('17.0.2', false)).not.toContain('createRoot');
  });
});

describe('buildSandboxProject', () => {
  const project = buildSandboxProject(meta, bundle);

  it('maps the entry to App.tsx and keeps the other files around it', () => {
    expect(Object.keys(project.files).sort()).toEqual([
      'index.html',
      'package.json',
      'src/demo/App.tsx',
      'src/demo/data.ts',
      'src/index.tsx',
      'src/shared/label.ts',
      'tsconfig.json',
      'vendor/@drawer/react/assets/index.css',
      'vendor/@drawer/react/src/Drawer.tsx',
      'vendor/@drawer/react/src/index.ts',
      'vite.config.js',
    ]);
    expect(project.mainFile).toBe('src/demo/App.tsx');
    expect(project.files['src/demo/data.ts']).toContain("from '../shared/label'");
  });

  it('rewrites the unpublished package to its copied sources', () => {
    const app = project.files['src/demo/App.tsx'];
    expect(app).toContain("import Drawer from '../../vendor/@drawer/react/src/index';");
    expect(app).toContain("import '../../vendor/@drawer/react/assets/index.css';");
    expect(app).toContain("import { items } from './data';");
  });

  it('mounts the entry with createRoot from index.tsx, loaded by index.html', () => {
    expect(project.files['src/index.tsx']).toContain("import App from './demo/App';");
    expect(project.files['src/index.tsx']).toContain('createRoot(');
    expect(project.files['index.html']).toContain(
      '<script type="module" src="/src/index.tsx"></script>',
    );
    expect(project.files['index.html']).toContain('<div id="root"></div>');
  });

  it('writes package.json with the exact versions and without the vendored package', () => {
    const manifest = JSON.parse(project.files['package.json'] ?? '{}') as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: 'basic',
      description: 'Opens right',
      scripts: { dev: 'vite' },
      dependencies: { react: '19.3.1', 'react-dom': '19.3.1' },
      devDependencies: { vite: '8.3.8', typescript: '6.0.3' },
    });
    expect(manifest.dependencies).not.toHaveProperty('@drawer/react');
  });

  it('gives a JavaScript demo index.jsx and no TypeScript', () => {
    const js = buildSandboxProject(
      {
        ...meta,
        sources: [source('base.jsx', 'jsx', 'export default () => null;\n')],
        dependencies: { react: '18.2.0' },
      },
      bundle,
    );
    expect(Object.keys(js.files).sort()).toEqual([
      'index.html',
      'package.json',
      'src/App.jsx',
      'src/index.jsx',
      'vite.config.js',
    ]);
    expect(js.files['src/index.jsx']).toContain(
      "createRoot(document.getElementById('root')).render(<App />);",
    );
    expect(JSON.parse(js.files['package.json'] ?? '{}')).toMatchObject({
      dependencies: { react: '18.2.0', 'react-dom': '18.2.0' },
      devDependencies: { vite: '8.3.8' },
    });
  });
});

describe('vendored subpaths', () => {
  it('finds a shipped file that the exports map does not list', () => {
    const drawer = bundle.packages['@drawer/react'];
    if (!drawer) throw new Error('fixture');
    const project = buildSandboxProject(meta, {
      ...bundle,
      packages: { '@drawer/react': { ...drawer, entries: { '.': 'src/index.ts' } } },
    });
    expect(project.files['src/demo/App.tsx']).toContain(
      "import '../../vendor/@drawer/react/assets/index.css';",
    );
  });
});

describe('encodeCodeSandboxParameters', () => {
  it('is URL-safe lz-string base64 of the define API files', () => {
    const encoded = encodeCodeSandboxParameters(buildSandboxProject(meta, bundle));
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    const base64 = encoded.replace(/-/g, '+').replace(/_/g, '/');
    const decoded = JSON.parse(
      decompressFromBase64(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')),
    ) as {
      files: Record<string, { content: string }>;
    };
    expect(decoded.files['src/index.tsx']?.content).toContain('createRoot');
    expect(JSON.parse(decoded.files['sandbox.config.json']?.content ?? '{}')).toEqual({
      template: 'node',
    });
  });
});
