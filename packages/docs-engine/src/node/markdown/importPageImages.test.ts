import { mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/testConfig.ts';
import { throwawayFolder } from '../../../test/throwawaySite.ts';
import { defaultBuiltins } from '../builtins.ts';
import { displayPath, pageSources } from '../pages/scanSite.ts';
import { compilePage } from './compilePage.ts';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Compiles `docs/index.md` of a throwaway site holding these files (paths from its root). */
async function compileHome(files: Record<string, string>) {
  root = realpathSync(throwawayFolder('images-', files));
  const [source] = pageSources(testConfig(root));
  if (!source) throw new Error('the site has no page');
  return (await compilePage(source, defaultBuiltins(), displayPath)).compiled;
}

/** What the compiled page imports each image as, and what each `<img>` shows, in order. */
function images(code: string) {
  const imported = new Map(
    [...code.matchAll(/import (__docsEngineImage\d+) from "([^"]+)"/g)].map(
      ([, name = '', file = '']) => [name, path.relative(root, file)],
    ),
  );
  return [...code.matchAll(/_jsx\(_components\.img, \{\s*src: ([^,]+),\s*alt: "([^"]*)"/g)].map(
    ([, src = '', alt]) => ({ alt, src: imported.get(src) ?? src }),
  );
}

/** The message the compile fails with, its paths from the site's root. */
async function failure(files: Record<string, string>): Promise<string> {
  try {
    await compileHome(files);
  } catch (error) {
    return (error as Error).message.replaceAll(`${displayPath(root)}/`, '');
  }
  throw new Error('the page compiled');
}

describe('images beside a page', () => {
  it('are imported from the folder they are written in, each file once', async () => {
    const { code, watchFiles } = await compileHome({
      'docs/index.md': [
        '# Home',
        '',
        '![Flow](./img/flow.png "How it flows") ![Again](img/flow.png)',
        '',
        '<embed src="../shared/part.md"></embed>',
      ].join('\n'),
      'docs/img/flow.png': 'png',
      'shared/part.md': 'Shared: ![Logo](./logo.svg)\n',
      'shared/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    });
    expect(images(code)).toEqual([
      { alt: 'Flow', src: 'docs/img/flow.png' },
      { alt: 'Again', src: 'docs/img/flow.png' },
      { alt: 'Logo', src: 'shared/logo.svg' },
    ]);
    expect(code).toMatch(/title: "How it flows"/);
    expect(watchFiles).toEqual(
      expect.arrayContaining([
        path.join(root, 'docs/img/flow.png'),
        path.join(root, 'shared/logo.svg'),
      ]),
    );
  });

  it('leave addresses and other origins as written', async () => {
    const { code } = await compileHome({
      'docs/index.md':
        '# Home\n\n![a](/logo.svg) ![b](https://example.com/b.png) ![c](data:image/gif;base64,R0lGOD)\n',
    });
    expect(code).not.toMatch(/__docsEngineImage/);
    expect(code).toMatch(/src: "\/logo\.svg"/);
    expect(code).toMatch(/src: "https:\/\/example\.com\/b\.png"/);
  });

  it('fail at their line when the file is not there', async () => {
    expect(await failure({ 'docs/index.md': '# Home\n\nText.\n\n![Gone](./img/gone.png)\n' })).toBe(
      'docs/index.md:5: the image ./img/gone.png points at docs/img/gone.png, which does not exist',
    );
  });

  it('fail when the file lies outside the project', async () => {
    const outside = realpathSync(mkdtempSync(path.join(tmpdir(), 'outside-')));
    try {
      writeFileSync(path.join(outside, 'secret.png'), 'png');
      // Enough steps up to reach the file system's root from the page's folder, wherever it is.
      const written = `${'../'.repeat(32)}${outside.slice(1)}/secret.png`;
      const message = await failure({ 'docs/index.md': `# Home\n\n![s](${written})\n` });
      expect(message).toMatch(
        /^docs\/index\.md:3: the image \S+ is outside the project: a page may show files only from /,
      );
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });
});
