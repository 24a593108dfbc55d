import { describe, expect, it } from 'vitest';
import type { ApiDefinitions, Locale } from '../../shared/types.ts';
import { localeStates } from '../pages/localeStates.ts';
import type { ScannedPage } from '../pages/scanPage.ts';
import { scannedPageWithTables } from '../../../test/scannedPage.ts';
import { apiTableProblems, siteApiTableProblems } from './apiTableProblems.ts';

const definitions: ApiDefinitions = {
  Drawer: { props: [{ name: 'open', type: 'boolean', required: false }] },
  Button: { props: [] },
};

describe('apiTableProblems', () => {
  it('names the tag of a table whose component the entry file does not export, and those it does', () => {
    expect(
      apiTableProblems(
        [
          { id: 'Drawer', file: 'docs/index.md', line: 5 },
          { id: 'Nope', tocIndex: 2, file: 'docs/index.md', line: 77 },
        ],
        definitions,
      ),
    ).toEqual([
      'docs/index.md:77: <API id="Nope"> names no component that apiParser.entryFile exports (it exports: Button, Drawer)',
    ]);
  });

  it('asks a table without an id for one', () => {
    expect(apiTableProblems([{ id: '', file: 'docs/index.md', line: 12 }], definitions)).toEqual([
      'docs/index.md:12: <API> needs an id, the name of the component whose props it lists',
    ]);
  });

  it('takes no name an object has of its own for a component, and says when nothing is exported', () => {
    expect(apiTableProblems([{ id: 'constructor', file: 'docs/a.md' }], {})).toEqual([
      'docs/a.md: <API id="constructor"> names no component that apiParser.entryFile exports (it exports none)',
    ]);
  });
});

describe('siteApiTableProblems', () => {
  const locales: Locale[] = [
    { id: 'en-US', name: 'English' },
    { id: 'zh-CN', name: '中文', base: '/zh-CN' },
  ];
  const page = (path: string, locale: string, apiTables: ScannedPage['apiTables']) =>
    scannedPageWithTables(path, apiTables, locale);

  it('reports each page once, in page order, not again for the translations it stands in for', async () => {
    const states = localeStates(
      locales,
      [
        page('/a', 'en-US', [{ id: 'Nope', file: 'docs/a.md', line: 3 }]),
        page('/b', 'en-US', [{ id: '', file: 'docs/b.md', line: 4 }]),
        page('/zh-CN/b', 'zh-CN', [{ id: 'Nein', file: 'docs/b.zh-CN.md', line: 4 }]),
      ],
      {},
    );
    const problems = await siteApiTableProblems(states, () => Promise.resolve(definitions));
    expect(problems.map((problem) => problem.split(': ')[0])).toEqual([
      'docs/a.md:3',
      'docs/b.md:4',
      'docs/b.zh-CN.md:4',
    ]);
  });

  it('reads no types for a site without tables', async () => {
    const states = localeStates(locales, [page('/a', 'en-US', [])], {});
    const read = () => Promise.reject(new Error('read'));
    await expect(siteApiTableProblems(states, read)).resolves.toEqual([]);
  });
});
