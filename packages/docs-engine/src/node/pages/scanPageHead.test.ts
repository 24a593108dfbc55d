import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/testConfig.ts';
import { createScanCache } from './scanCache.ts';
import { scanPage } from './scanPage.ts';
import { scanPageHead } from './scanPageHead.ts';
import { displayPath, pageSources } from './scanSite.ts';

const root = mkdtempSync(path.join(tmpdir(), 'page-heads-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The page sources of a site with these files under docs/. */
function sources(files: Record<string, string>) {
  const site = mkdtempSync(path.join(root, 'site-'));
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(site, 'docs', name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  return pageSources({ ...testConfig(site), mode: 'development' });
}

/** What the navigation and sidebar take from a page's scan. */
const navigationOf = ({ meta }: ReturnType<typeof scanPage>) => ({
  ...meta,
  toc: undefined,
  tabs: meta.tabs?.map((tab) => tab.meta.title),
});

const pages = {
  'index.md': '# Home\n\nWelcome.\n',
  'plain.md': '   # Plain title, with words: and more  \n\nText.\n',
  'front.md':
    '---\ntitle: From frontmatter\norder: 3\nnav:\n  title: Guide\ngroup: Basics\n---\n\n# `Code` title\n',
  'code.md': '# The `open` prop\n',
  'emphasis.md': 'Intro.\n\n# An *emphasised* [link](/x) &amp; more\n',
  'closing.md': '# Closing hashes ##\n',
  'none.md': 'No heading at all.\n',
  'crlf.md': '---\r\ndescription: Windows\r\nsidebar: false\r\n---\r\n# Carriage returns\r\n',
  'empty-front.md': '---\n---\n# Empty frontmatter\n',
  'jsx.md': '# Badge <Badge>new</Badge>\n',
  'tabbed.md': '# Tabbed\n',
  'tabbed.$tab-api.md': '---\ntitle: The API\n---\n# API\n',
  'tabbed.$tab-more-notes.md': '# Notes\n',
};

describe('the quick scan of a page head', () => {
  const scans = createScanCache();
  const all = sources(pages);

  it('gives the navigation what a whole scan gives, title, order and tabs alike', async () => {
    // A marked-up title without a frontmatter one loads the Markdown parser for its page.
    const heads = await scans.withHeads((scan) => all.map((source) => scan(source, 1)));
    all.forEach((source, index) => {
      const head = heads[index];
      expect(head && navigationOf(head), source.relativeFile).toEqual(
        navigationOf(scanPage(source, 1, displayPath)),
      );
    });
  });

  it('reads plain titles without the Markdown parser, and leaves marked-up ones to it', () => {
    const quick = (file: string) => {
      const source = all.find((entry) => entry.relativeFile === file);
      return source && scanPageHead(source, 1)?.meta.title;
    };
    expect(quick('plain.md')).toBe('Plain title, with words: and more');
    expect(quick('front.md')).toBe('From frontmatter');
    expect(quick('none.md')).toBe('None');
    for (const file of ['code.md', 'emphasis.md', 'closing.md', 'jsx.md'])
      expect(quick(file), file).toBeUndefined();
  });

  it('reports a faulty frontmatter with its file and line, as the whole scan does', () => {
    const [source] = sources({ 'bad.md': '---\ntitle: Fine\norder: soon\n---\n# Bad\n' });
    if (!source) throw new Error('the page is missing');
    expect(() => scanPageHead(source, 1)).toThrow(/bad\.md:3.*"order" must be a number/);
    expect(() => scanPage(source, 1, displayPath)).toThrow(/bad\.md:3.*"order" must be a number/);
  });
});
