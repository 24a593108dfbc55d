import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ParsedMarkdown } from '../markdown/parseMarkdown.ts';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/testConfig.ts';
import type { ApiDefinitions } from '../../shared/types.ts';
import { defaultBuiltins } from '../builtins.ts';
import { cacheDir } from '../cacheDir.ts';
import { localeTexts } from '../localeTexts.ts';
import { compilePage } from '../markdown/compilePage.ts';
import { projectRoots } from '../pages/projectRoots.ts';
import { scannedPage, type PageSource } from '../pages/scanPage.ts';
import { displayPath, pageSources } from '../pages/scanSite.ts';
import { siteUrl } from '../siteUrl.ts';
import { cachedPageMarkdown } from './cachedPageMarkdown.ts';
import { markdownPage } from './markdownPage.ts';
import { pageMarkdown, type MarkdownContext } from './pageMarkdown.ts';
import { prepareMarkdown, type MarkdownSettings } from './threadMarkdown.ts';

function site(files: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), 'thread-markdown-'));
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(root, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  const config = { ...testConfig(root), hostname: 'https://example.com' };
  const settings: MarkdownSettings = {
    hostname: config.hostname,
    base: config.base,
    locales: config.locales,
    allowedRoots: projectRoots(root),
  };
  return { config, settings, sources: pageSources(config) };
}

const API: ApiDefinitions = {
  Drawer: { props: [{ name: 'open', type: 'boolean', required: false, description: 'Open.' }] },
};

/** What a compile thread does for a page: compile it keeping the parsed tree, then prepare. */
async function prepareOnThread(
  dir: string,
  settings: MarkdownSettings,
  source: PageSource,
): Promise<void> {
  const { scan, parsed } = await compilePage(source, defaultBuiltins(), displayPath, {
    keepParsed: true,
  });
  const trees = new Map<string, ParsedMarkdown>(parsed ? [[source.file, parsed]] : []);
  await prepareMarkdown(dir, settings, source, scannedPage(source, 0, scan, []), trees);
}

/** The build's own context for the default locale, counting how often the API is asked for. */
function buildContext(settings: MarkdownSettings, api: ApiDefinitions) {
  const asked = { api: 0 };
  const [locale] = settings.locales;
  if (!locale) throw new Error('no locale');
  const context: MarkdownContext = {
    url: siteUrl(settings),
    locales: settings.locales,
    locale,
    texts: localeTexts(locale.id),
    api: () => {
      asked.api += 1;
      return api;
    },
    display: displayPath,
    allowedRoots: settings.allowedRoots,
  };
  return { context, asked };
}

const PAGE = [
  '---',
  'title: Guide',
  '---',
  '',
  'Read [the API](/api) and `code`.',
  '',
  '<code src="./demos/open.tsx" title="Open"></code>',
  '',
  '<embed src="./shared.md"></embed>',
  '',
].join('\n');

describe('Markdown made on a compile thread', () => {
  it('is what the build would make, and the build finds it made', async () => {
    const { config, settings, sources } = site({
      'docs/guide.md': PAGE,
      'docs/shared.md': ':::info[Note]\nShared text.\n:::\n',
      'docs/demos/open.tsx':
        'export default function Open() {\n  return <button>Open</button>;\n}\n',
    });
    const [source] = sources;
    if (!source) throw new Error('no page');
    await prepareOnThread(cacheDir(config), settings, source);

    const { context } = buildContext(settings, API);
    const page = markdownPage(source.file, { title: 'Guide', path: '/guide' }, []);
    const expected = await pageMarkdown(page, context);
    expect(expected).toContain('> **Note**');
    let parsedAgain = false;
    const fromCache = await cachedPageMarkdown(cacheDir(config), context)(page, () => {
      parsedAgain = true;
      return undefined;
    });
    expect(fromCache).toBe(expected);
    expect(parsedAgain).toBe(false);
  });

  it('leaves a page with API definitions to the build, which checks them on every read', async () => {
    const { config, settings, sources } = site({
      'docs/api.md': '---\ntitle: API\n---\n\n<API id="Drawer"></API>\n',
    });
    const [source] = sources;
    if (!source) throw new Error('no page');
    await prepareOnThread(cacheDir(config), settings, source);
    const page = markdownPage(source.file, { title: 'API', path: '/api' }, []);

    const first = buildContext(settings, API);
    const made = await cachedPageMarkdown(cacheDir(config), first.context)(page);
    expect(made).toMatch(/\| `open` +\| Open\. +\| `boolean` +\|/);
    expect(first.asked.api).toBeGreaterThan(0);

    const changed: ApiDefinitions = {
      Drawer: { props: [{ name: 'width', type: 'number', required: false, description: 'W.' }] },
    };
    const second = buildContext(settings, changed);
    const remade = await cachedPageMarkdown(cacheDir(config), second.context)(page);
    expect(remade).toMatch(/\| `width` +\| W\. +\| `number` +\|/);
  });
});
