import { describe, expect, it, vi } from 'vitest';
import type { PageMeta } from '../../shared/types.ts';
import { buildNav } from './buildNav.ts';
import { buildSidebar } from './buildSidebar.ts';
import { compareNavEntries } from './compareNavEntries.ts';

function page(path: string, title: string, extra: Partial<PageMeta> = {}): PageMeta {
  return {
    id: path,
    path,
    title,
    filename: `docs${path}.md`,
    lastUpdated: 0,
    toc: [],
    order: 0,
    ...extra,
  };
}

const pages: PageMeta[] = [
  page('/', 'Home'),
  page('/changelog', 'ChangeLog'),
  page('/demo/placement', 'placement', {
    group: { title: 'Demo' },
    nav: { title: 'Demo', order: 1 },
  }),
  page('/demo/base', 'base', { group: { title: 'Demo', order: 1 }, order: 1 }),
  page('/demo/body-props', 'bodyProps', { group: { title: 'Demo' }, order: 2 }),
  page('/demo/resizable', 'Resizable', { group: { title: 'New in 1.0', order: 2 } }),
  page('/demo/intro', 'Introduction'),
];

describe('compareNavEntries', () => {
  it('sorts by order, then depth, then title, untitled first', () => {
    const entries = [
      { title: 'b', order: 0, link: '/x/b' },
      { title: 'a', order: 0, link: '/x/a' },
      { title: 'z', order: 0, link: '/z' },
      { title: 'first', order: -1, link: '/x/y/first' },
      { order: 0, link: '/x/untitled' },
    ];
    expect(entries.sort(compareNavEntries).map((e) => e.title ?? '(none)')).toEqual([
      'first',
      'z',
      '(none)',
      'a',
      'b',
    ]);
  });
});

describe('buildSidebar', () => {
  const sidebar = buildSidebar(pages);

  it('groups pages by folder and leaves the home page out', () => {
    expect(Object.keys(sidebar).sort()).toEqual(['/changelog', '/demo']);
  });

  it('groups by frontmatter group, ordered by the first non-zero order, untitled first', () => {
    const groups = sidebar['/demo'] ?? [];
    expect(groups.map((g) => g.title)).toEqual([undefined, 'Demo', 'New in 1.0']);
    expect(groups[1]?.order).toBe(1);
  });

  it('sorts items by order, then title', () => {
    const demo = sidebar['/demo']?.[1];
    expect(demo?.children.map((c) => c.title)).toEqual(['placement', 'base', 'bodyProps']);
  });

  it('lets themeConfig.sidebar replace a nav path', () => {
    const custom = [
      { title: 'Custom', order: 0, children: [{ title: 'X', link: '/x', order: 0 }] },
    ];
    expect(buildSidebar(pages, { '/demo': custom })['/demo']).toBe(custom);
  });
});

describe('buildNav', () => {
  const sidebar = buildSidebar(pages);

  it('derives one item per folder from frontmatter, linked to its first page', () => {
    expect(buildNav(pages, sidebar)).toEqual([
      { title: 'ChangeLog', order: 0, link: '/changelog', activePath: '/changelog' },
      { title: 'Demo', order: 1, link: '/demo/intro', activePath: '/demo' },
    ]);
  });

  it('overrides, prepends or appends the configured items', () => {
    const value = [{ title: 'GitHub', link: 'https://example.com' }];
    expect(buildNav(pages, sidebar, { mode: 'override', value })).toEqual(value);
    expect(buildNav(pages, sidebar, { mode: 'prepend', value })[0]).toEqual(value[0]);
    expect(buildNav(pages, sidebar, { mode: 'append', value }).at(-1)).toEqual(value[0]);
  });

  it('nests deeper folders one level and no further', () => {
    const deep = [
      page('/guide/intro', 'Intro'),
      page('/guide/advanced/ssr', 'SSR', { nav: { title: 'Advanced' } }),
      page('/guide/advanced/deep/more', 'More'),
    ];
    const nav = buildNav(deep, buildSidebar(deep));
    expect(nav).toHaveLength(1);
    expect(nav[0]?.title).toBe('Intro');
    expect(nav[0]?.children?.map((c) => c.title)).toEqual(['Advanced']);
    expect(nav[0]?.children?.[0]?.children).toBeUndefined();
  });

  it('orders folders alike on every machine, whatever its locale sorts first', () => {
    const twins = [page('/b/intro', 'Intro'), page('/a/intro', 'Intro')];
    // A machine whose locale sorts strings the other way round.
    const reversed = vi.spyOn(String.prototype, 'localeCompare').mockImplementation(function (
      this: string,
      other: string,
    ) {
      return this < other ? 1 : this > other ? -1 : 0;
    });
    try {
      expect(buildNav(twins, buildSidebar(twins)).map((item) => item.activePath)).toEqual([
        '/a',
        '/b',
      ]);
    } finally {
      reversed.mockRestore();
    }
  });

  it('hoists a folder that only holds one sub-folder', () => {
    const only = [page('/api/hooks/use-drawer', 'useDrawer', { nav: { title: 'Hooks' } })];
    expect(buildNav(only, buildSidebar(only))).toEqual([
      { title: 'Hooks', order: 0, link: '/api/hooks/use-drawer', activePath: '/api/hooks' },
    ]);
  });
});
