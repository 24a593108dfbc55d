import { describe, expect, it } from 'vitest';
import type { NavItem, SearchDemo, SearchRoute, SearchResultGroup } from '../shared/types.ts';
import { buildSearchMetadata } from './buildSearchMetadata.ts';
import { getSearchResult, parseKeywords } from './getSearchResult.ts';

const nav: NavItem[] = [
  { title: 'Guide', link: '/guide' },
  { title: 'Demo', link: '/demo/base', activePath: '/demo' },
  { title: 'ChangeLog', link: '/changelog' },
];

function route(
  path: string,
  title: string,
  sections: [string, string[]][] = [],
  lead: string[] = [],
): SearchRoute {
  const texts: SearchRoute['texts'] = [];
  let paraId = 0;
  for (const value of lead) texts.push({ value, paraId: paraId++ });
  sections.forEach(([, paragraphs], tocIndex) => {
    for (const value of paragraphs) texts.push({ value, paraId: paraId++, tocIndex });
  });
  return {
    path,
    title,
    toc: sections.map(([heading], index) => ({ id: `h${index}`, depth: 2, title: heading })),
    texts,
  };
}

function search(
  routes: SearchRoute[],
  query: string,
  demos: SearchDemo[] = [],
): SearchResultGroup[] {
  return getSearchResult(buildSearchMetadata({ routes, demos, nav }), query);
}

function plain(chunks: { text: string; highlighted?: boolean }[]): string {
  return chunks.map(({ text, highlighted }) => (highlighted ? `[${text}]` : text)).join('');
}

describe('getSearchResult', () => {
  it('answers an empty or blank query with no groups', () => {
    const routes = [route('/guide', 'Guide', [['Intro', ['anything']]])];
    expect(search(routes, '')).toEqual([]);
    expect(search(routes, '   \t ')).toEqual([]);
  });

  it('weighs a keyword in a paragraph 1, in a section title 10 and in the page title 100', () => {
    const routes = [
      route('/guide', 'Guide', [
        ['Intro', ['the mask covers the page']],
        ['Mask', ['click it to close']],
      ]),
      route('/guide/mask', 'Mask'),
    ];
    const [group] = search(routes, 'mask');
    expect(group?.hints.map(({ type, link, priority }) => ({ type, link, priority }))).toEqual([
      { type: 'page', link: '/guide/mask', priority: 100 },
      { type: 'title', link: '/guide#h1', priority: 10 },
      { type: 'content', link: '/guide#h0', priority: 1 },
    ]);
  });

  it('counts each distinct keyword once per text, whatever its case, title overriding text', () => {
    const routes = [
      route('/guide', 'Guide', [
        ['Drawer placement', ['DRAWER drawer Drawer placement']],
        ['Other', ['drawer drawer drawer']],
      ]),
    ];
    const hints = search(routes, 'Drawer PLACEMENT drawer')[0]?.hints ?? [];
    // Section title holds both keywords: 10 + 10; the second section's paragraph holds one: 1.
    expect(hints.map((hint) => [hint.link, hint.priority])).toEqual([
      ['/guide#h0', 20],
      ['/guide#h1', 1],
    ]);
  });

  it('treats whitespace-separated keywords as alternatives and highlights each', () => {
    const routes = [route('/guide', 'Guide', [['Props', ['open and close the drawer']]])];
    const [hint] = search(routes, 'open   close')[0]?.hints ?? [];
    expect(plain(hint?.highlightTexts ?? [])).toBe('[open] and [close] the drawer');
    expect(search(routes, 'nothing close')[0]?.hints).toHaveLength(1);
  });

  it('matches case-insensitively and keeps the original spelling in the chunks', () => {
    const routes = [route('/guide', 'Guide', [['Props', ['Set getContainer to false']]])];
    const [hint] = search(routes, 'GETCONTAINER')[0]?.hints ?? [];
    expect(plain(hint?.highlightTexts ?? [])).toBe('Set [getContainer] to false');
  });

  it('treats regular-expression characters as plain text', () => {
    const routes = [
      route('/guide', 'Guide', [['Types', ['placement?: (left|right) and width: [number]']]]),
      route('/guide/other', 'Other', [['Any', ['nothing special here']]]),
    ];
    const hints = search(routes, '(left|right)')[0]?.hints ?? [];
    expect(hints).toHaveLength(1);
    expect(plain(hints[0]?.highlightTexts ?? [])).toBe(
      'placement?: [(left|right)] and width: [number]',
    );
    expect(search(routes, '.*')).toEqual([]);
    expect(search(routes, '[number]')[0]?.hints).toHaveLength(1);
    expect(() => search(routes, '(')).not.toThrow();
  });

  it('treats HTML in the input as text and returns it as text', () => {
    const routes = [
      route('/guide', 'Guide', [['Markup', ['render <img src=x onerror=alert(1)> safely']]]),
    ];
    const [hint] = search(routes, '<img')[0]?.hints ?? [];
    expect(hint?.highlightTexts).toEqual([
      { text: 'render ' },
      { text: '<img', highlighted: true },
      { text: ' src=x onerror=alert(1)> safely' },
    ]);
    expect(search(routes, '<b>')).toEqual([]);
  });

  it('finds CJK text by substring, without word boundaries', () => {
    const routes = [
      route('/guide', '指南', [['抽屉', ['抽屉组件从屏幕边缘滑出，用于展示更多内容']]]),
    ];
    const hints = search(routes, '屏幕边缘')[0]?.hints ?? [];
    expect(hints).toHaveLength(1);
    expect(plain(hints[0]?.highlightTexts ?? [])).toBe(
      '抽屉组件从[屏幕边缘]滑出，用于展示更多内容',
    );
    expect(search(routes, '抽屉')[0]?.hints.map((hint) => hint.type)).toEqual(['content']);
  });

  it('cuts a leading unhighlighted run longer than 20 characters to its last 20, after three dots', () => {
    const routes = [
      route('/guide', 'Guide', [
        ['Long', ['This sentence has a rather long lead before the keyword appears.']],
        ['Short', ['A short lead keyword.']],
        ['Start', ['keyword at the start of a long long long paragraph']],
      ]),
    ];
    const hints = search(routes, 'keyword')[0]?.hints ?? [];
    expect(hints.map((hint) => plain(hint.highlightTexts))).toEqual([
      '...ong lead before the [keyword] appears.',
      'A short lead [keyword].',
      '[keyword] at the start of a long long long paragraph',
    ]);
  });

  it('groups hits by navigation title, listed in navigation order, pages outside it first', () => {
    const routes = [
      route('/changelog', 'ChangeLog', [['4.0.0', ['drawer rewritten']]]),
      route('/demo/base', 'Basic', [['Usage', ['a basic drawer']]]),
      route('/', 'Home', [['Intro', ['the drawer component']]]),
      route('/demo/placement', 'Placement', [['Usage', ['drawer placement']]]),
    ];
    const groups = search(routes, 'drawer');
    expect(
      groups.map(({ title, priority, hints }) => [title, priority, hints.map((hint) => hint.link)]),
    ).toEqual([
      [undefined, -1000, ['/#h0']],
      ['Demo', 1000, ['/demo/base#h0', '/demo/placement#h0']],
      ['ChangeLog', 2000, ['/changelog#h0']],
    ]);
  });

  it('sorts hits within a group by descending priority, keeping the produced order on ties', () => {
    const routes = [
      route('/demo/base', 'Basic', [
        ['One', ['mask one']],
        ['Two', ['mask two']],
      ]),
      route('/demo/mask', 'Mask'),
    ];
    const hints = search(routes, 'mask')[0]?.hints ?? [];
    expect(hints.map((hint) => hint.link)).toEqual([
      '/demo/mask',
      '/demo/base#h0',
      '/demo/base#h1',
    ]);
  });

  it('lists a matching demo with its title and description', () => {
    const routes = [route('/demo/base', 'Basic', [['Basic drawer', ['text']]])];
    const demos: SearchDemo[] = [
      {
        id: 'demo-base',
        routePath: '/demo/base',
        title: 'Basic drawer',
        description: 'Opens from the right',
      },
      { id: 'demo-other', routePath: '/demo/base', description: 'Nothing here' },
    ];
    routes[0]?.toc.push({ id: 'demo-base', depth: 3, title: 'Basic drawer' });
    const hints = search(routes, 'right', demos)[0]?.hints ?? [];
    expect(hints).toEqual([
      {
        type: 'demo',
        link: '/demo/base#demo-base',
        priority: 1,
        pageTitle: 'Basic',
        highlightTitleTexts: [{ text: 'Basic drawer' }],
        highlightTexts: [{ text: 'Opens from the ' }, { text: 'right', highlighted: true }],
      },
    ]);
    // The demo's TOC entry is not a section of its own, so its title is not counted twice.
    expect(search(routes, 'drawer', demos)[0]?.hints.map((hint) => [hint.type, hint.link])).toEqual(
      [
        ['title', '/demo/base#h0'],
        ['demo', '/demo/base#demo-base'],
      ],
    );
  });

  it("lists a prop of an API table as a content hit leading to the prop's row", () => {
    const routes = [
      {
        ...route('/guide', 'Guide', [['API', ['Every prop of the drawer.']]]),
        anchors: [
          {
            id: 'api-onClose',
            title: 'onClose',
            value: 'onClose: () => void — Called on a mask click (while maskClosable).',
            tocIndex: 0,
          },
          {
            id: 'api-maskClosable',
            title: 'maskClosable',
            value: 'maskClosable: boolean — Whether a click on the mask calls onClose.',
            tocIndex: 0,
          },
        ],
      },
    ];
    const hints = search(routes, 'maskclosable')[0]?.hints ?? [];
    expect(hints[0]).toEqual({
      type: 'content',
      link: '/guide#api-maskClosable',
      priority: 10,
      pageTitle: 'Guide',
      highlightTitleTexts: [
        { text: 'Guide - API - ' },
        { text: 'maskClosable', highlighted: true },
      ],
      highlightTexts: [
        { text: 'maskClosable', highlighted: true },
        { text: ': boolean — Whether a click on the mask calls onClose.' },
      ],
    });
    // A prop that only mentions it comes after, at a paragraph's weight.
    expect(hints.map((hint) => [hint.link, hint.priority])).toEqual([
      ['/guide#api-maskClosable', 10],
      ['/guide#api-onClose', 1],
    ]);
  });

  it('shows a title hit with the first paragraph of its section', () => {
    const routes = [route('/guide', 'Guide', [['Placement', ['Where the drawer opens.']]])];
    const [hint] = search(routes, 'placement')[0]?.hints ?? [];
    expect(hint).toMatchObject({
      type: 'title',
      pageTitle: 'Guide',
      highlightTitleTexts: [{ text: 'Guide - ' }, { text: 'Placement', highlighted: true }],
      highlightTexts: [{ text: 'Where the drawer opens.' }],
    });
  });
});

describe('getSearchResult: the page a query names', () => {
  const site = [
    route('/', '@drawer/react', [['Features', ['right-to-left placements, reduced motion']]]),
    route('/demo/base', 'base', [['Usage', ['set the placement prop']]]),
    route(
      '/demo/placement',
      'placement',
      [['placement', ['placement sets the edge the drawer slides in from']]],
      [],
    ),
    route('/changelog', 'ChangeLog', [['4.0.0', ['placement accepts start and end']]]),
  ];
  // The placement page's h1 is its own TOC entry, as Markdown pages have.
  site[2]?.toc.splice(0, 1, { id: 'placement', depth: 1, title: 'placement' });

  it('lists an exactly named page first, its group before groups listed earlier in the nav', () => {
    const groups = search(site, 'placement');
    expect(groups.map((group) => group.title)).toEqual(['Demo', undefined, 'ChangeLog']);
    expect(groups[0]?.hints[0]).toMatchObject({ type: 'page', link: '/demo/placement' });
    // The groups keep the spec's base priorities; only their order changes.
    expect(groups.map((group) => group.priority)).toEqual([1000, -1000, 2000]);
  });

  it('also leads with a page the query nearly names, whatever its case and punctuation', () => {
    expect(search(site, 'PLACEMEN')[0]?.hints[0]?.link).toBe('/demo/placement');
    expect(search(site, 'Place')[0]?.hints[0]?.link).toBe('/demo/placement');
  });

  it('keeps the navigation order when no title is named, and within a group ranks by weight', () => {
    const groups = search(site, 'edge start');
    expect(groups.map((group) => group.title)).toEqual(['Demo', 'ChangeLog']);
    const mask = [
      route('/demo/base', 'Basic', [['Mask', ['the mask']]]),
      route('/demo/mask-style', 'Mask style'),
      route('/demo/mask', 'Mask'),
    ];
    expect(search(mask, 'mask')[0]?.hints.map((hint) => [hint.link, hint.priority])).toEqual([
      ['/demo/mask', 100],
      ['/demo/mask-style', 100],
      ['/demo/base#h0', 10],
    ]);
  });

  it('lists a page and its own first section once, with the paragraph that matched', () => {
    const hints = search(site, 'placement').flatMap((group) => group.hints);
    const links = hints.map((hint) => hint.link);
    expect(links.filter((link) => link.startsWith('/demo/placement'))).toEqual(['/demo/placement']);
    expect(plain(hints[0]?.highlightTexts ?? [])).toBe(
      '[placement] sets the edge the drawer slides in from',
    );
  });

  it('still lists the first section of a page whose title does not match', () => {
    const hints = search(site, 'slides').flatMap((group) => group.hints);
    expect(hints.map((hint) => hint.link)).toEqual(['/demo/placement#placement']);
  });
});

describe('parseKeywords', () => {
  it('lower-cases, splits on any whitespace and drops repeats', () => {
    expect(parseKeywords('  Drawer\tMASK drawer\n ')).toEqual(['drawer', 'mask']);
  });
});
