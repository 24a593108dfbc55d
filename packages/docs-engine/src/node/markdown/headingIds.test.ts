import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/testConfig.ts';
import { throwawayFolder } from '../../../test/throwawaySite.ts';
import { defaultBuiltins } from '../builtins.ts';
import { displayPath, pageSources, scanSite } from '../pages/scanSite.ts';
import { scanPage } from '../pages/scanPage.ts';
import { compilePage } from './compilePage.ts';
import { escapeHeadingIds } from './headingIds.ts';

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

/** A throwaway site whose only page is `docs/index.md` with this text. */
function home(text: string) {
  const folder = throwawayFolder('heading-ids-', { 'docs/index.md': text });
  root = folder;
  return testConfig(folder);
}

describe('escapeHeadingIds', () => {
  it("escapes an id's braces at the end of a heading only, keeping every line", () => {
    const source = [
      '# Title {#top}',
      '   ### Deep {#deep-one}\t',
      'Text {#not-a-heading}',
      '#NoSpace {#x}',
      '## In the middle {#mid} of the text',
      '## Windows {#crlf}\r',
    ].join('\n');
    expect(escapeHeadingIds(source).split('\n')).toEqual([
      '# Title \\{#top\\}',
      '   ### Deep \\{#deep-one\\}\t',
      'Text {#not-a-heading}',
      '#NoSpace {#x}',
      '## In the middle {#mid} of the text',
      '## Windows \\{#crlf\\}\r',
    ]);
  });

  it('leaves fenced code alone, whichever its fence', () => {
    const source = [
      '````md',
      '## Shown as code {#a}',
      '```',
      '## Still code {#b}',
      '````',
      '~~~',
      '## Code again {#c}',
      '~~~',
      '## A heading {#d}',
    ].join('\n');
    expect(escapeHeadingIds(source)).toBe(source.replace('{#d}', '\\{#d\\}'));
  });
});

describe('a heading with its own id', () => {
  const text = [
    '# Getting started {#start}',
    '',
    '## Install {#install}',
    '',
    '## Install',
    '',
    '## Réglages {#settings}',
    '',
    '```md',
    '## Example {#example}',
    '```',
  ].join('\n');

  it('keeps that id, its title without it, in the page, its TOC and its search texts', async () => {
    const config = home(text);
    const [page] = scanSite(config, (source, lastUpdated) =>
      scanPage(source, lastUpdated, displayPath),
    );
    expect(page?.meta.title).toBe('Getting started');
    expect(page?.meta.toc).toEqual([
      { id: 'start', depth: 1, title: 'Getting started' },
      { id: 'install', depth: 2, title: 'Install' },
      { id: 'install-1', depth: 2, title: 'Install' },
      { id: 'settings', depth: 2, title: 'Réglages' },
    ]);
    // Only the fenced example still shows one.
    const texts = JSON.stringify(page?.texts);
    for (const id of ['{#start}', '{#install}', '{#settings}']) expect(texts).not.toContain(id);

    const [source] = pageSources(config);
    if (!source) throw new Error('the page was not found');
    const { code } = (await compilePage(source, defaultBuiltins(), displayPath)).compiled;
    expect(code).toMatch(/id: "settings",\s*children: "Réglages"/);
    // The fenced example is shown as written.
    expect(code).toContain('## Example {#example}');
  });
});
