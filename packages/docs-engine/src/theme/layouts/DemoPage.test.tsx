/** Runs in the node environment with jsdom's globals installed by hand, as API.test.tsx does. */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type LoadedDemo, MemoryRouter, ParamsProvider } from '../../client/index.ts';
import { provideDemos } from '../../../test/provideDemos.ts';
import DemoPage from './DemoPage.tsx';

await vi.hoisted(async () => {
  const { builtinEnvironments } = await import('vitest/runtime');
  await builtinEnvironments.jsdom.setup(globalThis, {});
});

const demo: LoadedDemo = {
  component: () => <button type="button">Standalone demo</button>,
  context: {},
  loadCode: async () => ({ sources: [], highlighted: [] }),
  meta: {
    id: 'a-demo-b',
    routeId: 'a.md',
    pageTitle: 'A page',
    asset: { id: 'a-demo-b' },
    files: [],
    dependencies: {},
    options: {},
  },
};
const titled: LoadedDemo = {
  ...demo,
  meta: { ...demo.meta, id: 'a-demo-c', asset: { id: 'a-demo-c', title: 'A titled demo' } },
};
provideDemos({ 'a-demo-b': demo, 'a-demo-c': titled });

function open(id: string, search = '') {
  render(
    <MemoryRouter initialEntries={[`/~demos/${id}${search}`]}>
      <ParamsProvider params={{ id }}>
        <DemoPage />
      </ParamsProvider>
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe('DemoPage', () => {
  it('says Loading... and then renders only the demo, with the query parameters', async () => {
    open('a-demo-b', '?locale=en-US&tab=api');
    expect(screen.getByText('Loading...')).toBeTruthy();
    const demo = await screen.findByRole('button', { name: 'Standalone demo' });
    const main = demo.closest('main');
    expect(main?.dataset.tab).toBe('api');
    expect(main?.dataset.locale).toBe('en-US');
    expect(document.documentElement.lang).toBe('en');
  });

  it('names an unknown id', async () => {
    open('nope');
    expect(await screen.findByText('No demo with this id exists.')).toBeTruthy();
    expect(screen.getByText('nope')).toBeTruthy();
    // Titled by an effect, which may run a frame after the text shows.
    await waitFor(() => expect(document.title).toBe('No demo with this id exists. - Test site'));
  });

  it("is titled by the demo's title, else by the title of the page the demo is on", async () => {
    open('a-demo-c');
    await screen.findByRole('button', { name: 'Standalone demo' });
    await waitFor(() => expect(document.title).toBe('A titled demo - Test site'));
    cleanup();
    open('a-demo-b');
    await screen.findByRole('button', { name: 'Standalone demo' });
    await waitFor(() => expect(document.title).toBe('A page - Test site'));
  });
});
