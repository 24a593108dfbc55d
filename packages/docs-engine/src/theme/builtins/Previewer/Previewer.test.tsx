// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import { DemosProvider, type LoadedDemo, MemoryRouter } from '../../../client/index.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DemoMeta, DemoSourceFile } from '../../../shared/types.ts';
import Previewer from './index.tsx';

const entry =
  "import React from 'react';\nexport default () => <p>hello {React.version.length > 0 ? 'world' : ''}</p>;\n";

const entrySource: DemoSourceFile = { name: 'base.tsx', lang: 'tsx', code: entry };

function demo(
  id: string,
  component: React.ComponentType,
  extra: Partial<DemoMeta> = {},
  sources: DemoSourceFile[] = [entrySource],
): LoadedDemo {
  return {
    component,
    context: { react: React, 'react/jsx-runtime': jsxRuntime },
    loadCode: async () => ({
      sources,
      highlighted: sources.map(() => '<pre class="shiki"><code>highlighted</code></pre>'),
    }),
    meta: {
      id,
      routeId: 'page.md',
      pageTitle: 'Page',
      asset: { id, title: 'Basic', description: '<p>Opens <strong>right</strong></p>' },
      files: sources.map(({ name, lang }) => ({ name, lang })),
      dependencies: { react: '19.3.1' },
      options: {},
      ...extra,
    },
  };
}

function Page({ demos, hash = '' }: { demos: LoadedDemo[]; hash?: string }) {
  return (
    <MemoryRouter initialEntries={[`/page${hash}`]}>
      <DemosProvider value={Object.fromEntries(demos.map((item) => [item.meta.id, item]))}>
        {demos.map((item) => (
          <Previewer key={item.meta.id} id={item.meta.id} />
        ))}
        <p>page text after</p>
      </DemosProvider>
    </MemoryRouter>
  );
}

const Hello = () => <p>hello world</p>;

afterEach(cleanup);

describe('Previewer', () => {
  it('renders the demo, its title, description and a toolbar that says what each action does', () => {
    render(<Page demos={[demo('p-demo-a', Hello)]} />);
    expect(screen.getByText('hello world')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Basic' }).getAttribute('href')).toBe('#p-demo-a');
    expect(screen.getByText('right').tagName).toBe('STRONG');
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Show Code',
      'Open in…',
    ]);
    expect(screen.getByRole('link', { name: 'Open in separate page' }).getAttribute('href')).toBe(
      '/~demos/p-demo-a',
    );
  });

  it('puts every export in the "Open in…" menu, CodePen listed as not implemented', async () => {
    render(<Page demos={[demo('p-demo-a', Hello)]} />);
    const menuButton = screen.getByRole('button', { name: 'Open in…' });
    expect(menuButton.getAttribute('aria-haspopup')).toBe('menu');
    fireEvent.click(menuButton);
    const items = await screen.findAllByRole('menuitem');
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    expect(items.map((item) => item.textContent)).toEqual([
      'Open in CodeSandbox',
      'Open in StackBlitz',
      'Open in CodePen (Not implemented)',
      'Copy as Sketch Group',
      'Copy as Sketch Symbol',
      'How to paste to Sketch?',
    ]);
    // The menu focuses its first item in an effect, which may run after the items are shown.
    await waitFor(() => expect(document.activeElement).toBe(items[0]));
    expect(screen.getByRole('menuitem', { name: /CodePen/ }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    fireEvent.keyDown(items[0] as HTMLElement, { key: 'End' });
    expect(document.activeElement).toBe(items[5]);
    fireEvent.keyDown(items[5] as HTMLElement, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(menuButton);
  });

  it('highlights itself when the hash is its id', () => {
    const { container } = render(
      <Page demos={[demo('p-demo-a', Hello), demo('p-demo-b', Hello)]} hash="#p-demo-b" />,
    );
    expect(container.querySelector('#p-demo-a')?.hasAttribute('data-active')).toBe(false);
    expect(container.querySelector('#p-demo-b')?.hasAttribute('data-active')).toBe(true);
  });

  it('says so when the code cannot load, and loads it on Try again', async () => {
    const flaky = demo('p-demo-a', Hello);
    const loadCode = flaky.loadCode;
    let attempts = 0;
    flaky.loadCode = () => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new Error('offline')) : loadCode();
    };
    render(<Page demos={[flaky]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show Code' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The code could not be loaded',
    );
    // The demo and the rest of the page are untouched.
    expect(screen.getByText('hello world')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('textbox', { name: 'Edit code with real-time preview' }),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(attempts).toBe(2);
  });

  it('shows and hides the code, highlighted; a single file has no tab bar', async () => {
    const { container } = render(<Page demos={[demo('p-demo-a', Hello)]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show Code' }));
    expect(
      await screen.findByRole('textbox', { name: 'Edit code with real-time preview' }),
    ).toBeTruthy();
    await waitFor(() =>
      expect(container.querySelector('.de-code')?.textContent).toContain('highlighted'),
    );
    expect(screen.queryByRole('tablist')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Hide Code' }));
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('gives other files read-only tabs', async () => {
    const sources = [
      { name: 'base.tsx', lang: 'tsx', code: entry },
      { name: 'data.ts', lang: 'ts', code: 'export const a = 1;' },
    ];
    render(
      <Page demos={[demo('p-demo-a', Hello, { options: { defaultShowCode: true } }, sources)]} />,
    );
    expect((await screen.findAllByRole('tab')).map((tab) => tab.textContent)).toEqual([
      'base.tsx',
      'data.ts',
    ]);
    fireEvent.click(screen.getByRole('tab', { name: 'data.ts' }));
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('Only index file is editable')).toBeTruthy();
  });

  it('recompiles an edit and keeps the last good render on a syntax error', async () => {
    render(<Page demos={[demo('p-demo-a', Hello, { options: { defaultShowCode: true } })]} />);
    const editor = await screen.findByRole('textbox');
    fireEvent.change(editor, { target: { value: 'export default () => <p>edited</p>;' } });
    await waitFor(() => expect(screen.getByText('edited')).toBeTruthy(), { timeout: 3000 });
    fireEvent.change(editor, { target: { value: 'export default () => <p>broken' } });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toMatch(/Unexpected|Unterminated|Error/),
    );
    expect(screen.getByText('edited')).toBeTruthy();
  });

  it('undoes the edits: the demo and its highlighted code as built come back', async () => {
    const { container } = render(
      <Page demos={[demo('p-demo-a', Hello, { options: { defaultShowCode: true } })]} />,
    );
    const editor = await screen.findByRole<HTMLTextAreaElement>('textbox');
    expect(screen.queryByRole('button', { name: 'Undo my edits' })).toBeNull();
    fireEvent.change(editor, { target: { value: 'export default () => <p>edited</p>;' } });
    await waitFor(() => expect(screen.getByText('edited')).toBeTruthy(), { timeout: 3000 });
    fireEvent.click(screen.getByRole('button', { name: 'Undo my edits' }));
    expect(screen.getByText('hello world')).toBeTruthy();
    expect(screen.queryByText('edited')).toBeNull();
    expect(editor.value).toBe(entry);
    expect(container.querySelector('.de-code')?.textContent).toContain('highlighted');
    expect(screen.queryByRole('button', { name: 'Undo my edits' })).toBeNull();
  });

  it('serves require only from the demo context', async () => {
    render(<Page demos={[demo('p-demo-a', Hello, { options: { defaultShowCode: true } })]} />);
    fireEvent.change(await screen.findByRole('textbox'), {
      target: { value: "import fs from 'node:fs';\nexport default () => <p>{String(fs)}</p>;" },
    });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Cannot find module: node:fs'),
    );
    expect(screen.getByText('hello world')).toBeTruthy();
  });

  it('puts the last good render back when an edit throws while rendering', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Page demos={[demo('p-demo-a', Hello, { options: { defaultShowCode: true } })]} />);
    fireEvent.change(await screen.findByRole('textbox'), {
      target: { value: "export default () => { throw new Error('boom'); };" },
    });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('boom'));
    expect(screen.getByText('hello world')).toBeTruthy();
  });

  it('shows the error of a demo that throws; the page and other demos keep working', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('demo exploded');
    };
    render(<Page demos={[demo('p-demo-a', Broken), demo('p-demo-b', Hello)]} />);
    expect(screen.getByRole('alert').textContent).toContain('demo exploded');
    expect(screen.getByText('hello world')).toBeTruthy();
    expect(screen.getByText('page text after')).toBeTruthy();
  });

  it('Tab indents in the editor; after Escape it leaves', async () => {
    render(<Page demos={[demo('p-demo-a', Hello, { options: { defaultShowCode: true } })]} />);
    const editor = await screen.findByRole<HTMLTextAreaElement>('textbox', {
      description: 'Tab indents. To leave the editor, press Esc, then Tab.',
    });
    editor.setSelectionRange(0, 0);
    expect(fireEvent.keyDown(editor, { key: 'Tab' })).toBe(false);
    expect(editor.value.startsWith('  import')).toBe(true);
    fireEvent.keyDown(editor, { key: 'Escape' });
    expect(fireEvent.keyDown(editor, { key: 'Tab' })).toBe(true);
  });

  it('falls back to a prompt when the clipboard refuses', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new Error('denied')) },
    });
    const prompt = vi.spyOn(window, 'prompt').mockReturnValue(null);
    render(<Page demos={[demo('p-demo-a', Hello, { options: { defaultShowCode: true } })]} />);
    const copy = await screen.findByRole('button', { name: 'Copy code' });
    await act(async () => fireEvent.click(copy));
    expect(prompt).toHaveBeenCalledWith('Copy to clipboard: Ctrl+C (Cmd+C on Mac), Enter', entry);
  });

  it('renders an inline demo alone: no box, title or actions', () => {
    const { container } = render(
      <Page demos={[demo('p-demo-a', Hello, { options: { inline: true } })]} />,
    );
    expect(screen.getByText('hello world')).toBeTruthy();
    expect(container.querySelector('#p-demo-a')?.className).toBe('de-previewer-inline');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText('Basic')).toBeNull();
  });

  it('contains fixed-position demos with transform, and links to a custom demoUrl', () => {
    const { container } = render(
      <Page
        demos={[demo('p-demo-a', Hello, { options: { transform: true, demoUrl: '/play/a' } })]}
      />,
    );
    expect(container.querySelector('.de-previewer-demo')?.hasAttribute('data-transform')).toBe(
      true,
    );
    expect(screen.getByRole('link', { name: 'Open in separate page' }).getAttribute('href')).toBe(
      '/play/a',
    );
  });

  it('frames an iframe demo and sends it the edited entry instead of compiling here', async () => {
    render(
      <Page
        demos={[demo('p-demo-a', Hello, { options: { iframe: 240, defaultShowCode: true } })]}
      />,
    );
    const frame = screen.getByTitle<HTMLIFrameElement>('Basic');
    expect(frame.getAttribute('src')).toBe('/~demos/p-demo-a');
    expect(frame.style.height).toBe('240px');
    expect(screen.queryByText('hello world')).toBeNull();
    const frameWindow = frame.contentWindow as Window;
    const post = vi.spyOn(frameWindow, 'postMessage').mockImplementation(() => undefined);
    fireEvent.change(await screen.findByRole('textbox'), {
      target: { value: 'export default () => <p>edited</p>;' },
    });
    expect(post).toHaveBeenCalledWith(
      {
        type: 'dumi.liveDemo.setSource',
        value: { 'base.tsx': 'export default () => <p>edited</p>;' },
      },
      window.location.origin,
    );
  });

  it('marks a debug demo as shown only in development', () => {
    render(<Page demos={[demo('p-demo-a', Hello, { options: { debug: true } })]} />);
    expect(screen.getByText('DEV ONLY')).toBeTruthy();
  });

  it('names a missing demo', () => {
    render(
      <MemoryRouter>
        <Previewer id="nope" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert').textContent).toContain('No demo with this id exists.');
  });
});
