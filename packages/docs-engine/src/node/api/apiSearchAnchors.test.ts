import { describe, expect, it } from 'vitest';
import type { ApiDefinitions, Locale } from '../../shared/types.ts';
import { localeStates } from '../pages/localeStates.ts';
import type { ScannedPage } from '../pages/scanPage.ts';
import { scannedPageWithTables } from '../../../test/scannedPage.ts';
import { withApiAnchors } from './apiSearchAnchors.ts';

const definitions: ApiDefinitions = {
  Drawer: {
    props: [
      {
        name: 'maskClosable',
        type: 'boolean',
        description: 'Whether a click on the mask calls `onClose`.',
        default: 'true',
        required: false,
      },
      {
        name: 'width',
        type: 'number | string',
        required: false,
        release: 'deprecated',
        deprecated: 'Use `size` instead.',
      },
      {
        name: 'title',
        type: 'React.ReactNode',
        description: 'Heading of the panel;\n  also its **accessible** name.',
        required: false,
        release: 'beta',
      },
      { name: 'id', type: 'string', required: true },
    ],
  },
};

const locales: Locale[] = [
  { id: 'en-US', name: 'English' },
  { id: 'zh-CN', name: '中文', base: '/zh-CN' },
];

const page = (path: string, apiTables: ScannedPage['apiTables']) =>
  scannedPageWithTables(path, apiTables);

const pages = [
  page('/', [
    { id: 'Drawer', tocIndex: 4, file: 'docs/index.md', line: 9 },
    { id: 'Drawer', tocIndex: 0, file: 'docs/index.$tab-more.md', line: 3, tab: 'more' },
  ]),
  page('/guide', []),
  page('/missing', [{ id: 'Missing', file: 'docs/missing.md' }]),
];

describe('withApiAnchors', () => {
  const [english, chinese] = localeStates(locales, pages, {}).map((locale) =>
    withApiAnchors(locale, definitions),
  );

  it('adds each prop of a page’s tables, leading to its row, after the heading the table follows, but not of its tabs’', () => {
    expect(english?.routes[0]?.anchors).toEqual([
      {
        id: 'api-maskClosable',
        title: 'maskClosable',
        value: 'maskClosable: boolean — Whether a click on the mask calls onClose.',
        tocIndex: 4,
      },
      {
        id: 'api-width',
        title: 'width',
        value: 'width: number | string — Deprecated: Use size instead.',
        tocIndex: 4,
      },
      {
        id: 'api-title',
        title: 'title',
        value: 'title: React.ReactNode — Beta. Heading of the panel; also its accessible name.',
        tocIndex: 4,
      },
      { id: 'api-id', title: 'id', value: 'id: string', tocIndex: 4 },
    ]);
  });

  it('leaves a page without tables, or with a component the types lack, as it was', () => {
    expect(english?.routes[1]).not.toHaveProperty('anchors');
    expect(english?.routes[2]).not.toHaveProperty('anchors');
  });

  it('says what the row says in the locale’s language, on its pages and those it lacks', () => {
    expect(chinese?.routes[0]?.path).toBe('/zh-CN');
    expect(chinese?.routes[0]?.anchors?.[1]?.value).toBe(
      'width: number | string — 已废弃: Use size instead.',
    );
  });
});
