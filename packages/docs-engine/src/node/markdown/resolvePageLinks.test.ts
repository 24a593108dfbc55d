import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/testConfig.ts';
import { inEnglishAndChinese, throwawayFolder } from '../../../test/throwawaySite.ts';
import { defaultBuiltins } from '../builtins.ts';
import type { ResolvedConfig } from '../config/SiteConfig.ts';
import { displayPath, pageSources } from '../pages/scanSite.ts';
import { compilePage } from './compilePage.ts';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A throwaway site with these files (paths from the site's root), in English and Chinese. */
function site(files: Record<string, string>): ResolvedConfig {
  root = throwawayFolder('links-', files);
  return inEnglishAndChinese(testConfig(root));
}

/** Compiles the page at `file` (from the site's root) of the site. */
async function compiled(config: ResolvedConfig, file: string) {
  const source = pageSources(config).find((page) => page.file === path.join(root, file));
  if (!source) throw new Error(`${file} is not a page`);
  return (await compilePage(source, defaultBuiltins(), displayPath)).compiled;
}

/** The addresses the compiled page's links go to, in order. */
const hrefs = (code: string) => [...code.matchAll(/href: "([^"]*)"/g)].map((match) => match[1]);

/** The message a page's compile fails with, its paths from the site's root. */
async function failure(config: ResolvedConfig, file: string): Promise<string> {
  try {
    await compiled(config, file);
  } catch (error) {
    return (error as Error).message.replaceAll(`${displayPath(root)}/`, '');
  }
  throw new Error(`${file} compiled`);
}

describe('links to page files', () => {
  it("go to the page's address, with the hash and query kept, from the folder they are written in", async () => {
    const config = site({
      'docs/index.md': [
        '# Home',
        '',
        '[a](./guide/get-started.md#install) [b](guide/index.md) [c](./index.md?tab=api)',
        '',
        '[d][deep]',
        '',
        '[deep]: ./guide/deepFolder/myPage.md',
      ].join('\n'),
      'docs/guide/index.md': '# Guide\n\n[home](../index.md) [sibling](get-started.md)\n',
      'docs/guide/get-started.md': '# Get started\n',
      'docs/guide/deepFolder/myPage.md': '# Deep\n',
    });
    expect(hrefs((await compiled(config, 'docs/index.md')).code)).toEqual([
      '/guide/get-started#install',
      '/guide',
      '/?tab=api',
      '/guide/deep-folder/my-page',
    ]);
    expect(hrefs((await compiled(config, 'docs/guide/index.md')).code)).toEqual([
      '/',
      '/guide/get-started',
    ]);
  });

  it("go to a translation's address when its file is named, else to the page in the reader's language", async () => {
    const config = site({
      'docs/index.md': '# Home\n\n[zh](./other.zh-CN.md) [en](./other.md)\n',
      'docs/other.md': '# Other\n',
      'docs/other.zh-CN.md': '# 其他\n',
    });
    // An address of the default locale is put in the reader's language as the page renders.
    expect(hrefs((await compiled(config, 'docs/index.md')).code)).toEqual([
      '/zh-CN/other',
      '/other',
    ]);
  });

  it('leave other links as written', async () => {
    const config = site({
      'docs/index.md': [
        '# Home',
        '',
        '[a](https://example.com/readme.md) [b](//cdn.example.com/x.md) [c](/llms/page.md)',
        '[d](#usage) [e](/guide) [f](./notes.txt) [g](mailto:someone@example.com)',
      ].join('\n'),
    });
    expect(hrefs((await compiled(config, 'docs/index.md')).code)).toEqual([
      'https://example.com/readme.md',
      '//cdn.example.com/x.md',
      '/llms/page.md',
      '#usage',
      '/guide',
      './notes.txt',
      'mailto:someone@example.com',
    ]);
  });

  it('in an embedded file, resolve from that file, and fail at its own line', async () => {
    const config = site({
      'docs/index.md': '# Home\n\n<embed src="../shared/intro.md"></embed>\n',
      'docs/guide.md': '# Guide\n',
      'shared/intro.md': 'Intro.\n\nRead [the guide](../docs/guide.md).\n',
    });
    expect(hrefs((await compiled(config, 'docs/index.md')).code)).toEqual(['/guide']);
    writeFileSync(path.join(root, 'shared/intro.md'), 'Intro.\n\n[gone](../docs/gone.md)\n');
    expect(await failure(config, 'docs/index.md')).toMatch(
      /^shared\/intro\.md:3: the link to \.\.\/docs\/gone\.md points at docs\/gone\.md, which does not exist$/,
    );
  });

  it('to a file that is no page fail at their line, saying why', async () => {
    const config = site({
      'docs/index.md': [
        '# Home',
        '',
        '[a](./missing.md)',
        '[b](../README.md)',
        '[c](./_partial.md)',
        '[d](./guide.$tab-api.md)',
      ].join('\n'),
      'docs/_partial.md': 'Partial.\n',
      'docs/guide.md': '# Guide\n',
      'docs/guide.$tab-api.md': '# API\n',
      'README.md': '# Readme\n',
    });
    const page = (await failure(config, 'docs/index.md')).split('\n')[0];
    expect(page).toBe(
      'docs/index.md:3: the link to ./missing.md points at docs/missing.md, which does not exist',
    );
    for (const [line, written, reason] of [
      [4, '../README.md', /points outside docs, the folder of the site's pages$/],
      [
        5,
        './_partial.md',
        /points at docs\/_partial\.md, which is no page: names starting with \. or _ are left out$/,
      ],
      [6, './guide.$tab-api.md', /points at a tab of a page: link to guide\.md instead$/],
    ] as const) {
      writeFileSync(
        path.join(root, 'docs/index.md'),
        `# Home\n${'\n'.repeat(line - 2)}[x](${written})\n`,
      );
      const message = await failure(config, 'docs/index.md');
      expect(message.startsWith(`docs/index.md:${line}: the link to ${written} `)).toBe(true);
      expect(message).toMatch(reason);
    }
  });

  it('with a malformed escape fail at their line, as an image does', async () => {
    const config = site({ 'docs/index.md': '# Home\n\n[a](./100%.md) ![b](./50%off.png)\n' });
    expect(await failure(config, 'docs/index.md')).toBe(
      'docs/index.md:3: the link to ./100%.md is not a path: a % starts an escape such as %20 (write %25 for a % sign)',
    );
    writeFileSync(path.join(root, 'docs/index.md'), '# Home\n\n![b](./50%off.png)\n');
    expect(await failure(config, 'docs/index.md')).toBe(
      'docs/index.md:3: the image ./50%off.png is not a path: a % starts an escape such as %20 (write %25 for a % sign)',
    );
  });

  it("make the page depend on the files they name, there or not, so the page's cache follows them", async () => {
    const config = site({
      'docs/index.md': '# Home\n\n[a](./a.md)\n',
      'docs/a.md': '# A\n',
    });
    expect((await compiled(config, 'docs/index.md')).watchFiles).toContain(
      path.join(root, 'docs/a.md'),
    );
  });
});
