// @vitest-environment jsdom
import { act, cleanup, render, renderHook, screen, within } from '@testing-library/react';
import { MemoryRouter } from '../../../client/index.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchResultGroup } from '../../../shared/types.ts';
import SearchResult from './index.tsx';
import { useActiveHint } from './useActiveHint.ts';

const result: SearchResultGroup[] = [
  {
    priority: -1000,
    hints: [
      {
        type: 'page',
        link: '/',
        priority: 100,
        pageTitle: 'Home',
        highlightTitleTexts: [{ text: 'Home' }],
        highlightTexts: [
          { text: '<img src=x onerror=alert(1)>' },
          { text: 'drawer', highlighted: true },
        ],
      },
    ],
  },
  {
    title: 'Demo',
    priority: 1000,
    hints: ['base', 'placement'].map((name) => ({
      type: 'content' as const,
      link: `/demo/${name}#usage`,
      priority: 1,
      pageTitle: name,
      highlightTitleTexts: [{ text: `${name} - Usage` }],
      highlightTexts: [{ text: 'a ' }, { text: 'drawer', highlighted: true }],
    })),
  },
];

afterEach(cleanup);

function show(props: Partial<Parameters<typeof SearchResult>[0]> = {}) {
  const onSelect = vi.fn();
  render(
    <MemoryRouter>
      <SearchResult
        id="results"
        query="drawer"
        result={result}
        loading={false}
        activeIndex={-1}
        onActiveIndexChange={() => undefined}
        onSelect={onSelect}
        {...props}
      />
    </MemoryRouter>,
  );
  return onSelect;
}

describe('SearchResult', () => {
  it('lists hits by group, with highlighted chunks in <mark> and text never read as markup', () => {
    show();
    const list = screen.getByRole('listbox');
    const demo = within(list).getByRole('group', { name: 'Demo' });
    expect(
      within(demo)
        .getAllByRole('option')
        .map((option) => option.getAttribute('href')),
    ).toEqual(['/demo/base#usage', '/demo/placement#usage']);
    expect(list.querySelectorAll('mark')).toHaveLength(3);
    expect(list.querySelector('img')).toBeNull();
    expect(screen.getAllByRole('option')[0]?.textContent).toContain('<img src=x onerror=alert(1)>');
  });

  it('marks the active option, scrolls it into view and calls onSelect on a plain click', () => {
    // jsdom lays nothing out, so it has no scrollIntoView of its own.
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const onSelect = show({ activeIndex: 1 });
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.getAttribute('aria-selected'))).toEqual([
      'false',
      'true',
      'false',
    ]);
    expect(scrollIntoView.mock.contexts).toEqual([options[1]]);
    act(() => options[2]?.click());
    expect(onSelect).toHaveBeenCalledWith(result[1]?.hints[1]);
  });

  it('says Loading... while loading, and without hits that nothing was found for the query', () => {
    show({ loading: true });
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    cleanup();
    show({ result: [], query: '<b>drawer</b>' });
    expect(screen.getByRole('status').textContent).toBe('No content was found for “<b>drawer</b>”');
    expect(screen.getByRole('status').querySelector('b')).toBeNull();
  });

  it('keeps the hits out of the Tab order: the input drives them, and Tab leaves the search', () => {
    show();
    expect(screen.getByRole('listbox').tabIndex).toBe(-1);
    expect(screen.getAllByRole('option').map((option) => option.tabIndex)).toEqual([-1, -1, -1]);
  });

  it('says the search data did not load, apart from no hits, and offers to try again', () => {
    const onRetry = vi.fn();
    show({ result: [], failed: true, onRetry });
    expect(screen.queryByText('No content was found')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('The search data could not be loaded.');
    act(() => screen.getByRole('button', { name: 'Try again' }).click());
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

describe('useActiveHint', () => {
  it('starts on the first hit, moves through all hits across groups, wrapping at both ends, and starts over on new results', () => {
    const { result: hook, rerender } = renderHook(({ groups }) => useActiveHint(groups), {
      initialProps: { groups: result },
    });
    expect(hook.current.activeIndex).toBe(0);
    act(() => hook.current.move(-1));
    expect(hook.current.activeIndex).toBe(2);
    act(() => hook.current.move(1));
    expect(hook.current.activeIndex).toBe(0);
    act(() => hook.current.move(1));
    act(() => hook.current.move(1));
    expect(hook.current.activeIndex).toBe(2);
    rerender({ groups: [...result] });
    expect(hook.current.activeIndex).toBe(0);
    rerender({ groups: [] });
    expect(hook.current.activeIndex).toBe(-1);
  });
});
