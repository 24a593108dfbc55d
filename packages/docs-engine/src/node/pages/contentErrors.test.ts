import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/testConfig.ts';
import type { ResolvedConfig } from '../config/SiteConfig.ts';
import { defaultBuiltins } from '../builtins.ts';
import { compilePage } from '../markdown/compilePage.ts';
import { cacheDir } from '../cacheDir.ts';
import { cachedScanPage } from './cachedScanPage.ts';
import { displayPath, pageSources, scanSite } from './scanSite.ts';

/** The build's scan of every page, cached under the site's cache folder. */
const scanWhole = (config: ResolvedConfig) =>
  scanSite(config, cachedScanPage(cacheDir(config), displayPath));

/** A throwaway site with these files under docs/. */
function site(files: Record<string, string>): ResolvedConfig {
  const root = mkdtempSync(path.join(tmpdir(), 'content-'));
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(root, 'docs', name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  return testConfig(root);
}

const scanError = (files: Record<string, string>) => {
  try {
    scanWhole(site(files));
  } catch (error) {
    return (error as Error).message.replace(/^.*?docs\//, 'docs/');
  }
  throw new Error('the scan did not fail');
};

describe('a broken page fails with its file and line', () => {
  it('frontmatter that is not YAML', () => {
    expect(scanError({ 'a.md': '---\ntitle: A\norder: [1\n---\n# A\n' })).toMatch(
      /^docs\/a\.md:3: frontmatter: /,
    );
  });

  it('frontmatter of the wrong type', () => {
    expect(scanError({ 'a.md': '---\ntitle: A\norder: first\n---\n' })).toBe(
      'docs/a.md:3: frontmatter "order" must be a number',
    );
  });

  it('MDX that does not parse', () => {
    expect(scanError({ 'a.md': '# A\n\nSome text\n\n<div>\n\nnever closed\n' })).toMatch(
      /^docs\/a\.md:\d+: .*div/,
    );
  });

  it('an embedded file that does not exist', () => {
    expect(scanError({ 'a.md': '# A\n\n<embed src="../README.md"></embed>\n' })).toBe(
      'docs/a.md:3: <embed src="../README.md"> — file not found',
    );
  });

  it('a demo file that does not exist', () => {
    expect(
      scanError({ 'demo/a.md': '# A\n\ntext\n\n<code src="./demos/missing.tsx"></code>\n' }),
    ).toBe('docs/demo/a.md:5: <code src="./demos/missing.tsx"> — file not found');
  });

  it('an unknown container', () => {
    expect(scanError({ 'a.md': '# A\n\n:::tip\nhello\n:::\n' })).toBe(
      'docs/a.md:3: unknown container ":::tip"; use one of :::info, :::warning, :::success, :::error',
    );
  });

  it('two files that map to one route', () => {
    expect(scanError({ 'guide.md': '# A', 'guide/index.md': '# B' })).toMatch(
      /^docs\/guide\/index\.md: maps to the route \/guide, like \S*docs\/guide\.md: rename one of them$/,
    );
  });

  it('a file name that cannot be a URL', () => {
    expect(scanError({ 'my page.md': '# A' })).toBe(
      'docs/my page.md: "my page" cannot be part of a URL: rename the file or folder with only letters, digits and dashes',
    );
  });

  it('a component that is neither a builtin nor imported', async () => {
    const config = site({ 'a.md': '# A\n\n<Fancy />\n' });
    const [source] = pageSources(config);
    if (!source) throw new Error('the page was not found');
    await expect(compilePage(source, defaultBuiltins(), displayPath)).rejects.toThrow(
      /docs\/a\.md: <Fancy> is neither a builtin \(Previewer, SourceCode, Container, API, Badge\) nor imported by the page/,
    );
  });

  it('a code fence whose lines to highlight are not lines', async () => {
    const config = site({ 'a.md': '# A\n\ntext\n\n```ts title="a.ts" {a-b}\nx\n```\n' });
    const [source] = pageSources(config);
    if (!source) throw new Error('the page was not found');
    await expect(compilePage(source, defaultBuiltins(), displayPath)).rejects.toThrow(
      /docs\/a\.md:5: ```ts title="a\.ts" \{a-b\} — \{a-b\}: "a-b" is not a line or range of lines; write them like \{2,4-5\}$/,
    );
  });
});

describe('a good page', () => {
  it('yields its metadata: title fallbacks, TOC ids, groups', () => {
    const pages = scanWhole(
      site({
        'index.md': '---\nhero:\n  title: T\n---\n\nNo heading here.\n',
        'guide/getStarted.md': '# Getting started\n\n## Install\n\n## Install\n\n### Use it\n',
        'guide/noTitle.md': 'Just text.\n',
        'guide/fromFrontmatter.md':
          '---\ntitle: From frontmatter\ngroup: Basics\n---\n\n# Heading\n',
      }),
    );
    const byPath = Object.fromEntries(pages.map((page) => [page.meta.path, page.meta]));
    expect(byPath['/guide/get-started']?.title).toBe('Getting started');
    expect(byPath['/guide/get-started']?.toc).toEqual([
      { id: 'getting-started', depth: 1, title: 'Getting started' },
      { id: 'install', depth: 2, title: 'Install' },
      { id: 'install-1', depth: 2, title: 'Install' },
      { id: 'use-it', depth: 3, title: 'Use it' },
    ]);
    expect(byPath['/guide/no-title']?.title).toBe('No Title');
    expect(byPath['/guide/from-frontmatter']).toMatchObject({
      title: 'From frontmatter',
      group: { title: 'Basics' },
    });
    expect(byPath['/']?.hero).toEqual({ title: 'T' });
    expect(byPath['/guide/get-started']?.filename).toBe('docs/guide/getStarted.md');
  });
});
