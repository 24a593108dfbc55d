import { mkdirSync, mkdtempSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/testConfig.ts';
import type { ResolvedConfig } from '../config/SiteConfig.ts';
import { cacheDir } from '../cacheDir.ts';
import { cachedScanPage } from '../pages/cachedScanPage.ts';
import { displayPath, scanSite } from '../pages/scanSite.ts';
import { parseMarkdown } from './parseMarkdown.ts';
import { EMBED_LIMITS, expandEmbeds } from './remarkEmbed.ts';

/** The build's scan of every page, cached under the site's cache folder. */
const scanWhole = (config: ResolvedConfig) =>
  scanSite(config, cachedScanPage(cacheDir(config), displayPath));

/**
 * A throwaway project: `files` are paths under a fresh folder, the site root is its `site/`
 * folder (pages in `site/docs/`).
 */
function project(files: Record<string, string | Buffer>): { base: string; config: ResolvedConfig } {
  const base = mkdtempSync(path.join(tmpdir(), 'embed-'));
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(base, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  const root = path.join(base, 'site');
  mkdirSync(path.join(root, 'docs'), { recursive: true });
  return { base, config: testConfig(root) };
}

const scanError = (config: ResolvedConfig): string => {
  try {
    scanWhole(config);
  } catch (error) {
    return (error as Error).message.replace(/^.*?docs\//, 'docs/');
  }
  throw new Error('the scan did not fail');
};

describe('an embed reads only files of the project', () => {
  it('refuses a path that climbs out of the project, naming the page, line and path', () => {
    const { config } = project({
      'secret.md': 'password',
      'site/docs/a.md': '# A\n\n<embed src="../../secret.md"></embed>\n',
    });
    expect(scanError(config)).toMatch(
      /^docs\/a\.md:3: <embed src="\.\.\/\.\.\/secret\.md"> — outside the project: a page may embed files only from /,
    );
  });

  it('refuses an absolute path to a system file', () => {
    const { config } = project({ 'site/docs/a.md': '# A\n\n<embed src="/etc/passwd"></embed>\n' });
    expect(scanError(config)).toMatch(/^docs\/a\.md:3: <embed src="\/etc\/passwd"> — outside/);
  });

  it('refuses a symlink inside the site that points out of it', () => {
    const { base, config } = project({
      'secret.md': 'password',
      'site/docs/a.md': '# A\n\n<embed src="./link.md"></embed>\n',
    });
    symlinkSync(path.join(base, 'secret.md'), path.join(config.docsDir, 'link.md'));
    expect(scanError(config)).toMatch(/^docs\/a\.md:3: <embed src="\.\/link\.md"> — outside/);
  });

  it('reads a file of the workspace that holds the site, like a package README', () => {
    const { config } = project({
      'package.json': JSON.stringify({ workspaces: ['packages/*', 'site'] }),
      'packages/lib/README.md': '# Lib\n\nThe library README.\n',
      'site/docs/index.md': '<embed src="../../packages/lib/README.md"></embed>\n',
    });
    const [page] = scanWhole(config);
    expect(page?.meta.title).toBe('Lib');
    expect(page?.texts.map((text) => text.value).join(' ')).toContain('The library README.');
  });
});

describe('embeds are limited', () => {
  it('a cycle fails naming the files around it', () => {
    const { config } = project({
      'site/docs/a.md': '# A\n\n<embed src="./parts/b.md"></embed>\n',
      'site/docs/parts/b.md': 'B\n\n<embed src="./c.md"></embed>\n',
      'site/docs/parts/c.md': 'C\n\n<embed src="./b.md"></embed>\n',
    });
    expect(scanError(config)).toMatch(
      /^docs\/parts\/c\.md:3: <embed src="\.\/b\.md"> — embeds itself: \S*docs\/parts\/b\.md → \S*docs\/parts\/c\.md → \S*docs\/parts\/b\.md$/,
    );
  });

  it('nesting deeper than the limit fails with the chain', () => {
    const depth = EMBED_LIMITS.depth + 2;
    const files: Record<string, string> = { 'site/docs/a.md': '<embed src="./_/0.md"></embed>\n' };
    for (let level = 0; level < depth; level += 1) {
      files[`site/docs/_/${level}.md`] =
        `Level ${level}\n\n<embed src="./${level + 1}.md"></embed>\n`;
    }
    files[`site/docs/_/${depth}.md`] = 'Bottom\n';
    expect(scanError(project(files).config)).toMatch(
      new RegExp(`— embeds nest deeper than ${EMBED_LIMITS.depth} levels: .*a\\.md → `),
    );
  });

  it('an embed bomb (13 files, each embedding the next 4 times) fails at once', () => {
    const files: Record<string, string> = { 'site/docs/a.md': '<embed src="./_/0.md"></embed>\n' };
    for (let level = 0; level < 13; level += 1) {
      files[`site/docs/_/${level}.md`] = `<embed src="./${level + 1}.md"></embed>\n`.repeat(4);
    }
    files['site/docs/_/13.md'] = 'boom\n';
    expect(scanError(project(files).config)).toMatch(/embeds nest deeper than/);
  });

  it('more embedded text than the size limit fails, naming the embed that passed it', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'embed-size-')), 'a.md');
    writeFileSync(path.join(path.dirname(file), 'part.md'), 'x'.repeat(400));
    const tree = parseMarkdown(
      '# A\n\n<embed src="./part.md"></embed>\n\n<embed src="./part.md"></embed>\n\n<embed src="./part.md"></embed>\n',
      file,
      'docs/a.md',
    );
    const options = {
      file,
      display: (name: string) => `docs/${path.basename(name)}`,
      allowedRoots: [realpathSync(path.dirname(file))],
      limits: { depth: EMBED_LIMITS.depth, bytes: 1000 },
    };
    expect(() => expandEmbeds(tree, options)).toThrow(
      'docs/a.md:7: <embed src="./part.md"> — the page\'s embedded files pass 1000 bytes in all',
    );
  });
});

describe('a demo file must be a file of the project', () => {
  it('a <code src> outside the project fails with the page, line and src as written', () => {
    const { config } = project({
      'elsewhere/demo.tsx': 'export default () => null;',
      'site/docs/a.md': '# A\n\ntext\n\n<code src="../../elsewhere/demo.tsx"></code>\n',
    });
    expect(scanError(config)).toBe(
      'docs/a.md:5: <code src="../../elsewhere/demo.tsx"> — outside the project: a demo must be a file of the site or its repository',
    );
  });

  it('a <code src> in an embedded file is reported where it was written', () => {
    const { config } = project({
      'site/docs/a.md': '# A\n\n<embed src="./parts/b.md"></embed>\n',
      'site/docs/parts/b.md': 'B\n\nMore\n\n<code src="./demos/missing.tsx"></code>\n',
    });
    expect(scanError(config)).toBe(
      'docs/parts/b.md:5: <code src="./demos/missing.tsx"> — file not found',
    );
  });
});

describe('sources must be UTF-8', () => {
  it('a page with a Latin-1 byte fails with the file, line and byte offset', () => {
    const { config } = project({
      'site/docs/a.md': Buffer.concat([
        Buffer.from('# A\n\nCaf'),
        Buffer.from([0xe9]),
        Buffer.from('\n'),
      ]),
    });
    expect(scanError(config)).toBe(
      'docs/a.md:3: is not valid UTF-8: byte offset 8 (0xe9) starts no UTF-8 character; save the file as UTF-8',
    );
  });

  it('an embedded file that is not UTF-8 fails naming that file', () => {
    const { config } = project({
      'site/docs/a.md': '# A\n\n<embed src="./_b.md"></embed>\n',
      'site/docs/_b.md': Buffer.from([0x68, 0x69, 0xff, 0x0a]),
    });
    expect(scanError(config)).toBe(
      'docs/_b.md:1: is not valid UTF-8: byte offset 2 (0xff) starts no UTF-8 character; save the file as UTF-8',
    );
  });
});
