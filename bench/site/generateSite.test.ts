import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig, loadSiteState } from '@drawer/docs-engine';
import { DEMO_EVERY, generatePage } from './generatePage.ts';
import { generateSite } from './generateSite.ts';
import { createRandom } from './random.ts';

describe('the generated site', () => {
  const site = generateSite(DEMO_EVERY + 1);
  afterAll(() => rmSync(site.root, { recursive: true, force: true }));

  it('is read by the engine without errors: every page, heading, text and demo', async () => {
    const { searchData, siteData } = loadSiteState(await loadConfig(site.root));
    expect(searchData.routes).toHaveLength(DEMO_EVERY + 2);
    expect(searchData.demos).toHaveLength(2);
    const page = searchData.routes.find((route) => route.path === '/guide/page-0');
    expect(page?.toc.filter((entry) => entry.depth === 2).length).toBeGreaterThanOrEqual(4);
    // The table and the code block are indexed as texts of their own.
    expect(page?.texts.some((text) => text.value.startsWith('Property Type Description'))).toBe(
      true,
    );
    expect(page?.texts.some((text) => text.value.includes('@drawer/react'))).toBe(true);
    expect(siteData.nav.map((item) => item.title)).toEqual(
      expect.arrayContaining(['Guide', 'Api', 'Blog']),
    );
  });

  it('is the same on every run: the pages follow from the seed alone', () => {
    const random = createRandom(1);
    const pages = Array.from({ length: 4 }, (_, index) => generatePage(index, random));
    for (const page of pages)
      expect(readFileSync(path.join(site.root, 'docs', page.file), 'utf8')).toBe(page.markdown);
  });
});
