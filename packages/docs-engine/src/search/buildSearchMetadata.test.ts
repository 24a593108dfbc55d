import { describe, expect, it } from 'vitest';
import type { NavItem, SearchRoute } from '../shared/types.ts';
import { buildSearchMetadata } from './buildSearchMetadata.ts';

const nav: NavItem[] = [
  { title: 'Home', link: '/' },
  { title: 'Demo', link: '/demo/base', activePath: '/demo' },
  { title: 'More', children: [{ title: 'ChangeLog', link: '/changelog' }] },
];

const page: SearchRoute = {
  path: 'demo/base',
  title: 'Basic',
  subtitle: 'Drawer',
  toc: [
    { id: 'basic', depth: 1, title: 'Basic' },
    { id: 'usage', depth: 2, title: 'Usage' },
    { id: 'demo-base', depth: 3, title: 'A demo' },
  ],
  texts: [
    { value: 'Before any heading', paraId: 0 },
    { value: 'Intro ', paraId: 1, tocIndex: 0 },
    { value: 'continues', paraId: 1, tocIndex: 0 },
    { value: '   ', paraId: 2, tocIndex: 0 },
    { value: 'How to use it', paraId: 3, tocIndex: 1 },
  ],
  tabs: [{ key: 'api', meta: { title: 'API', toc: [{ id: 'props', depth: 2, title: 'Props' }] } }],
};

/** Each section of a built page as its raw title, title, link and paragraphs' texts. */
function sectionRows(built: ReturnType<typeof buildSearchMetadata>['pages'][number] | undefined) {
  return built?.sections.map(({ rawTitle, title, link, paragraphs }) => [
    rawTitle.text,
    title.text,
    link,
    paragraphs.map((paragraph) => paragraph.text),
  ]);
}

describe('buildSearchMetadata', () => {
  const [built] = buildSearchMetadata({
    routes: [page],
    demos: [{ id: 'demo-base', routePath: '/demo/base', description: 'A drawer' }],
    nav,
  }).pages;

  it('links the page with a leading slash and titles it with its subtitle', () => {
    expect(built?.link).toBe('/demo/base');
    expect(built?.title).toEqual({ text: 'Basic Drawer', lower: 'basic drawer' });
  });

  it('makes an orphan section, one per heading except demo ones, and one per tab heading', () => {
    expect(sectionRows(built)).toEqual([
      ['', 'Basic Drawer', '/demo/base', ['Before any heading']],
      ['Basic', 'Basic Drawer', '/demo/base#basic', ['Intro continues']],
      ['Usage', 'Basic Drawer - Usage', '/demo/base#usage', ['How to use it']],
      ['Props', 'Basic Drawer - API - Props', '/demo/base?tab=api#props', []],
    ]);
  });

  it('makes each anchor a section after the one it sits in, titled as a part of it', () => {
    const [withAnchors] = buildSearchMetadata({
      routes: [
        {
          ...page,
          tabs: undefined,
          anchors: [
            { id: 'top', title: 'top', value: 'Before any heading too' },
            { id: 'api-open', title: 'open', value: 'open: boolean', tocIndex: 1 },
            { id: 'api-mask', title: 'mask', value: 'mask: boolean', tocIndex: 1 },
            { id: 'in-demo', title: 'inDemo', value: 'Under the demo', tocIndex: 2 },
          ],
        },
      ],
      demos: [{ id: 'demo-base', routePath: '/demo/base' }],
      nav,
    }).pages;
    expect(sectionRows(withAnchors)).toEqual([
      ['', 'Basic Drawer', '/demo/base', ['Before any heading']],
      ['top', 'Basic Drawer - top', '/demo/base#top', ['Before any heading too']],
      ['Basic', 'Basic Drawer', '/demo/base#basic', ['Intro continues']],
      ['Usage', 'Basic Drawer - Usage', '/demo/base#usage', ['How to use it']],
      ['open', 'Basic Drawer - Usage - open', '/demo/base#api-open', ['open: boolean']],
      ['mask', 'Basic Drawer - Usage - mask', '/demo/base#api-mask', ['mask: boolean']],
      // The demo's own entry is no section, but what follows its heading still is.
      ['inDemo', 'Basic Drawer - A demo - inDemo', '/demo/base#in-demo', ['Under the demo']],
    ]);
  });

  it('lists demos with the page title as fallback title', () => {
    expect(built?.demos).toEqual([
      {
        link: '/demo/base#demo-base',
        rawTitle: { text: '', lower: '' },
        title: { text: 'Basic Drawer', lower: 'basic drawer' },
        description: { text: 'A drawer', lower: 'a drawer' },
      },
    ]);
  });

  it('finds the navigation item by link, active path or a child, and never by a "/" prefix', () => {
    const routes = ['/', '/demo/base', '/demo/placement', '/changelog', '/guide'].map(
      (path): SearchRoute => ({ path, title: path, toc: [], texts: [] }),
    );
    const pages = buildSearchMetadata({ routes, demos: [], nav }).pages;
    expect(pages.map(({ navTitle, navOrder }) => [navTitle, navOrder])).toEqual([
      ['Home', 0],
      ['Demo', 1],
      ['Demo', 1],
      ['More', 2],
      [undefined, -1],
    ]);
  });
});
