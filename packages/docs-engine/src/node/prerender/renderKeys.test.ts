import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { BundleChunk } from '../bundleCache.ts';
import { renameChunks, renderKeys } from './renderKeys.ts';

type Chunk = Omit<BundleChunk, 'importedCss'>;

const PAGE = '\0page/';
const DEMO = '\0demo/';
const modules = {
  isPage: (id: string) => id.startsWith(PAGE),
  isDemo: (id: string) => id.startsWith(DEMO),
  isUnrendered: (id: string) => id === '\0demo-index',
};

function chunk(
  fileName: string,
  code: string,
  links: { imports?: string[]; dynamicImports?: string[]; facade?: string } = {},
): Chunk {
  return {
    fileName,
    name: fileName.replace(/^assets\//, '').replace(/-\w+\.mjs$/, ''),
    code,
    isEntry: fileName === 'renderThread.mjs',
    imports: links.imports ?? [],
    dynamicImports: links.dynamicImports ?? [],
    facadeModuleId: links.facade ?? null,
  };
}

/** A server bundle of two pages (their section lists both) and a demo index, as named by hash. */
function bundle({ pageA = 'A', pageB = 'B', shared = 'shared', demo = 'demo' } = {}) {
  const hash = (text: string) => Buffer.from(text).toString('hex').slice(0, 8);
  const a = `assets/a-${hash(pageA)}.mjs`;
  const b = `assets/b-${hash(pageB)}.mjs`;
  const d = `assets/hello-${hash(demo)}.mjs`;
  const section = `assets/section-${hash(a + b)}.mjs`;
  const index = `assets/demo-index-${hash(d)}.mjs`;
  return [
    chunk('renderThread.mjs', `import("./${section}"); import("./${index}"); ${shared}`, {
      dynamicImports: [section, index],
    }),
    chunk(section, `() => import("./${a.slice(7)}"); () => import("./${b.slice(7)}");`, {
      dynamicImports: [a, b],
    }),
    chunk(a, `${pageA}; import("./${d.slice(7)}")`, { facade: `${PAGE}a`, dynamicImports: [d] }),
    chunk(b, pageB, { facade: `${PAGE}b` }),
    chunk(d, demo, { facade: `${DEMO}hello` }),
    chunk(index, `import("./${d.slice(7)}")`, { facade: '\0demo-index', dynamicImports: [d] }),
  ];
}

const keyOfA = (output: Chunk[]) => renderKeys(output, modules)('/a', `${PAGE}a`);

describe('renderKeys', () => {
  it("keeps a page's key when another page changes, which renames chunks up to the entry", () => {
    expect(keyOfA(bundle({ pageB: 'B changed' }))).toBe(keyOfA(bundle()));
  });

  it("changes a page's key with its own code, its demo's or code every page runs", () => {
    const before = keyOfA(bundle());
    expect(keyOfA(bundle({ pageA: 'A changed' }))).not.toBe(before);
    expect(keyOfA(bundle({ demo: 'demo changed' }))).not.toBe(before);
    expect(keyOfA(bundle({ shared: 'shared changed' }))).not.toBe(before);
  });

  it('keys each address apart', () => {
    const keyOf = renderKeys(bundle(), modules);
    expect(keyOf('/a', `${PAGE}a`)).not.toBe(keyOf('/b', `${PAGE}b`));
    expect(keyOf('/404', undefined)).not.toBe(keyOf('/a', `${PAGE}a`));
  });

  it('changes the keys of both pages that share a chunk when it changes', () => {
    const sharing = (demo: string) =>
      bundle({ demo }).map((item) =>
        item.facadeModuleId === `${PAGE}b`
          ? {
              ...item,
              dynamicImports:
                bundle({ demo }).find((c) => c.facadeModuleId === `${PAGE}a`)?.dynamicImports ?? [],
            }
          : item,
      );
    const keyOfB = (output: Chunk[]) => renderKeys(output, modules)('/b', `${PAGE}b`);
    expect(keyOfB(sharing('demo changed'))).not.toBe(keyOfB(sharing('demo')));
    expect(keyOfA(sharing('demo changed'))).not.toBe(keyOfA(sharing('demo')));
  });

  it("leaves out the demo index: a demo changes only its page's key", () => {
    const keyOfB = (output: Chunk[]) => renderKeys(output, modules)('/b', `${PAGE}b`);
    expect(keyOfB(bundle({ demo: 'demo changed' }))).toBe(keyOfB(bundle()));
  });
});

describe('renderKeys of pages whose modules are outside the bundle', () => {
  const hash = (text: string) => createHash('sha256').update(text).digest('hex');
  /** Pages c and d outside, named by page; the runtime loads the demo c shows. */
  function outsideBundle({ pageC = 'C', pageD = 'D', demo = 'demo', shared = 'shared' } = {}) {
    const fileOf = (pageModule: string) =>
      `/site/.docs-engine/cache/server-pages/${hash(pageModule).slice(0, 16)}.mjs`;
    const d = `assets/hello-${hash(demo).slice(0, 8)}.mjs`;
    const section = 'assets/section-5ec71045.mjs';
    const output = [
      chunk(
        'renderThread.mjs',
        `import("./${section}"); const demos = { hello: () => import("./${d.slice(7)}") }; ${shared}`,
        { dynamicImports: [section, d] },
      ),
      chunk(
        section,
        `() => import("${fileOf(`${PAGE}c`)}"); () => import("${fileOf(`${PAGE}d`)}");`,
      ),
      chunk(d, demo, { facade: `${DEMO}hello` }),
    ];
    const pages = new Map([
      [`${PAGE}c`, { code: pageC, demoModules: [`${DEMO}hello`] }],
      [`${PAGE}d`, { code: pageD, demoModules: [] }],
    ]);
    const outside = {
      keyOf: (pageModule: string) => {
        const page = pages.get(pageModule);
        return page && hash(page.code);
      },
      demosOf: (pageModule: string) => pages.get(pageModule)?.demoModules ?? [],
    };
    return renderKeys(output, { ...modules, outside });
  }
  const keyOfC = (keys: ReturnType<typeof renderKeys>) => keys('/c', `${PAGE}c`);
  const keyOfD = (keys: ReturnType<typeof renderKeys>) => keys('/d', `${PAGE}d`);

  it("keeps a page's key when another page's module, named in its section, changes", () => {
    expect(keyOfC(outsideBundle({ pageD: 'D changed' }))).toBe(keyOfC(outsideBundle()));
  });

  it("changes a page's key with its module, the demos it loads and code every page runs", () => {
    const before = keyOfC(outsideBundle());
    expect(keyOfC(outsideBundle({ pageC: 'C changed' }))).not.toBe(before);
    expect(keyOfC(outsideBundle({ demo: 'demo changed' }))).not.toBe(before);
    expect(keyOfC(outsideBundle({ shared: 'shared changed' }))).not.toBe(before);
  });

  it('keeps the key of a page without the demo when the demo changes', () => {
    expect(keyOfD(outsideBundle({ demo: 'demo changed' }))).toBe(keyOfD(outsideBundle()));
  });
});

describe('renameChunks', () => {
  const names = new Map([
    ['page-1a2b.mjs', 'page'],
    ['section-9f8e.mjs', 'section'],
  ]);
  const rename = (name: string) => names.get(name);

  it('renames chunk file names after a quote, a slash, a space or =, and in a source map comment', () => {
    const code = [
      'import { a } from "./page-1a2b.mjs";',
      "const s = () => import('./assets/section-9f8e.mjs');",
      'new URL(`page-1a2b.mjs`, base); load(page-1a2b.mjs);',
      '//# sourceMappingURL=page-1a2b.mjs.map',
    ].join('\n');
    expect(renameChunks(code, rename)).toBe(
      [
        'import { a } from "./page";',
        "const s = () => import('./assets/section');",
        'new URL(`page`, base); load(page-1a2b.mjs);',
        '//# sourceMappingURL=page.map',
      ].join('\n'),
    );
  });

  it('leaves other names, names that only end like a chunk and text without .mjs as they are', () => {
    const code =
      'import "./other-0000.mjs"; import "./my-page-1a2b.mjs"; x.mjsValue; "page-1a2b.mjs"';
    expect(renameChunks(code, rename)).toBe(
      'import "./other-0000.mjs"; import "./my-page-1a2b.mjs"; x.mjsValue; "page"',
    );
    expect(renameChunks('no chunks here', rename)).toBe('no chunks here');
  });
});
