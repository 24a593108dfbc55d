import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter, type ServerMarkup } from '../../../client/index.ts';
import type { SidebarGroup } from '../../../shared/types.ts';
import { sharedSidebarMarkup } from './sharedSidebarMarkup.tsx';
import SidebarGroups from './SidebarGroups.tsx';

/** The theme's view of a render at `path`; entry-server's adds the site's base to both. */
const at = (path: string, node: ReactNode) =>
  renderToString(<MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>);

/** As the render thread makes it (entry-server.tsx): a part rendered on its own at a path. */
const serverMarkup = (): ServerMarkup => ({ render: (node, path) => at(path, node) });

const item = (title: string, link: string, order = 0) => ({ title, link, order });

const section = (): SidebarGroup[] => [
  {
    title: 'Guide',
    order: 0,
    children: [item('Intro', '/guide'), item('Install & <setup>', '/guide/install')],
  },
  {
    order: 1,
    children: [
      item('"Quoted" title', '/guide/quoted'),
      item('Intro', '/guide'),
      item('Tabs', '/guide/tabs?tab=api'),
    ],
  },
];

describe('sharedSidebarMarkup', () => {
  it('gives every page of a section what rendering in place gives', () => {
    const groups = section();
    const markup = serverMarkup();
    for (const path of ['/guide', '/guide/install', '/guide/quoted', '/guide/tabs', '/other']) {
      expect(sharedSidebarMarkup(groups, path, markup)).toBe(
        at(path, <SidebarGroups groups={groups} />),
      );
    }
  });

  it('marks the current page wherever the sidebar lists it', () => {
    const html = sharedSidebarMarkup(section(), '/guide', serverMarkup()) ?? '';
    expect(html.match(/aria-current="page"/g)).toHaveLength(2);
  });

  it("renders a section's groups once for all its pages", () => {
    const groups = section();
    const markup = serverMarkup();
    const render = vi.spyOn(markup, 'render');
    for (const path of ['/guide/install', '/guide/quoted', '/other']) {
      sharedSidebarMarkup(groups, path, markup);
    }
    const wholeSidebars = render.mock.calls.filter(([node]) => {
      const element = node as { type?: unknown };
      return element.type === SidebarGroups;
    });
    expect(wholeSidebars).toHaveLength(1);
  });

  it('leaves a sidebar with links relative to the page to render in place', () => {
    const groups: SidebarGroup[] = [
      { order: 0, children: [item('Part', '#part'), item('Home', '/')] },
    ];
    expect(sharedSidebarMarkup(groups, '/', serverMarkup())).toBeUndefined();
  });
});
