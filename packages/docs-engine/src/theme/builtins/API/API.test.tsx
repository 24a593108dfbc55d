/**
 * Runs in the node environment with jsdom's globals installed by hand. The jsdom environment would
 * transform modules for the browser, and that transform fails on an import it cannot resolve:
 * `virtual:docs-engine/api` exists only inside the engine's Vite plugin. The server transform
 * leaves the import to `vi.mock`.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiDefinitions } from '../../../shared/types.ts';
import API from './index.tsx';

// Hoisted above the imports, so Testing Library and React find a document when they load.
await vi.hoisted(async () => {
  const { builtinEnvironments } = await import('vitest/runtime');
  await builtinEnvironments.jsdom.setup(globalThis, {});
});

// The build normally generates this module; each test sets what it holds.
const api = vi.hoisted(() => ({
  status: 'ready' as 'off' | 'resolving' | 'ready' | 'failed',
  definitions: {} as ApiDefinitions,
  error: undefined as string | undefined,
}));

vi.mock('virtual:docs-engine/api', () => ({
  get apiStatus() {
    return api.status;
  },
  get apiDefinitions() {
    return api.definitions;
  },
  get apiError() {
    return api.error;
  },
}));

afterEach(() => {
  cleanup();
  api.status = 'ready';
  api.definitions = {};
  api.error = undefined;
});

const drawer: ApiDefinitions = {
  Drawer: {
    props: [
      {
        name: 'open',
        type: 'boolean',
        default: 'false',
        required: false,
        description: 'Shows it.',
      },
      { name: 'title', type: 'ReactNode', required: true },
      { name: 'resizable', type: 'boolean', required: false, release: 'alpha' },
      { name: 'swipeToClose', type: 'boolean', required: false, release: 'beta' },
      { name: 'push', type: 'boolean', required: false, release: 'experimental' },
      {
        name: 'destroyOnClose',
        type: 'boolean',
        required: false,
        release: 'deprecated',
        deprecated: 'Use destroyOnHidden instead.',
      },
    ],
  },
};

function row(name: string): HTMLElement {
  const cell = screen.getByRole('rowheader', { name: new RegExp(`^${name}`) });
  if (!cell.parentElement) throw new Error(`${name} has no row`);
  return cell.parentElement;
}

describe('<API>', () => {
  it('says that the parser is off', () => {
    api.status = 'off';
    render(<API id="Drawer" />);
    expect(screen.getByRole('cell').textContent).toBe(
      'apiParser must be enabled to use auto-generated API',
    );
  });

  it('says that the definitions are being resolved', () => {
    api.status = 'resolving';
    render(<API id="Drawer" />);
    expect(screen.getByRole('cell').textContent).toBe(
      'Properties definition is resolving, wait a moment...',
    );
  });

  it('shows why the dev server could not read the definitions, file and line', () => {
    api.status = 'failed';
    api.error = 'src/Drawer.tsx:3: TypeScript cannot parse it';
    render(<API id="Drawer" />);
    expect(screen.getByRole('cell').textContent).toBe(
      'src/Drawer.tsx:3: TypeScript cannot parse it',
    );
  });

  it('names the component it has no definition for', () => {
    api.definitions = drawer;
    render(<API id="Modal" />);
    expect(screen.getByRole('cell').textContent).toBe(
      'Properties definition not found for Modal component',
    );
  });

  it('lists each prop as Name | Description | Type | Default', () => {
    api.definitions = drawer;
    render(<API id="Drawer" />);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Name',
      'Description',
      'Type',
      'Default',
    ]);
    expect(screen.getAllByRole('rowheader')).toHaveLength(6);
    expect(
      within(row('open'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Shows it.', 'boolean', 'false']);
  });

  it('marks required props and fills empty cells with --', () => {
    api.definitions = drawer;
    render(<API id="Drawer" />);
    expect(
      within(row('title'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['--', 'ReactNode', '(required)']);
  });

  it('shows the release tags as badges', () => {
    api.definitions = drawer;
    render(<API id="Drawer" />);
    expect(within(row('resizable')).getByText('Alpha')).toBeTruthy();
    expect(within(row('swipeToClose')).getByText('Beta')).toBeTruthy();
    expect(within(row('push')).getByText('Experimental')).toBeTruthy();
    expect(within(row('open')).queryByText(/Alpha|Beta|Experimental|Deprecated/)).toBeNull();
  });

  it('strikes a deprecated prop through and shows its replacement in the row itself', () => {
    api.definitions = drawer;
    render(<API id="Drawer" />);
    const name = screen.getByRole('rowheader', { name: /^destroyOnClose/ });
    expect(name.querySelector('s')?.textContent).toBe('destroyOnClose');
    expect(within(name).getByText('Deprecated')).toBeTruthy();
    expect(within(row('destroyOnClose')).getAllByRole('cell')[0]?.textContent).toBe(
      'Deprecated: Use destroyOnHidden instead.',
    );
  });

  it('renders the Markdown of descriptions and reasons as code, emphasis and links', () => {
    api.definitions = {
      Drawer: {
        props: [
          {
            name: 'width',
            type: 'number | string',
            required: false,
            release: 'deprecated',
            deprecated: 'Use `size` instead.',
            description: 'The *old* name, see [size](#api-size).',
          },
        ],
      },
    };
    render(<API id="Drawer" />);
    const description = within(row('width')).getAllByRole('cell')[0] as HTMLElement;
    expect(description.textContent).not.toContain('`');
    expect(within(description).getByText('size', { selector: 'code' })).toBeTruthy();
    expect(within(description).getByText('old', { selector: 'em' })).toBeTruthy();
    expect(within(description).getByRole('link', { name: 'size' }).getAttribute('href')).toBe(
      '#api-size',
    );
  });

  it('shows a prose default as prose and a value as code', () => {
    api.definitions = {
      Drawer: {
        props: [
          { name: 'motion', type: 'object', required: false, default: "the stylesheet's slide" },
          { name: 'size', type: 'number', required: false, default: '378 (left/right)' },
        ],
      },
    };
    render(<API id="Drawer" />);
    const motionDefault = within(row('motion')).getAllByRole('cell')[2] as HTMLElement;
    expect(motionDefault.querySelector('code')).toBeNull();
    expect(motionDefault.textContent).toBe("the stylesheet's slide");
    const sizeDefault = within(row('size')).getAllByRole('cell')[2] as HTMLElement;
    expect(sizeDefault.querySelector('code')?.textContent).toBe('378');
    expect(sizeDefault.textContent).toBe('378 (left/right)');
  });

  it('gives every prop an anchor and a named link to it', () => {
    api.definitions = drawer;
    render(<API id="Drawer" />);
    expect(row('open').id).toBe('api-open');
    expect(screen.getByRole('link', { name: 'Link to open' }).getAttribute('href')).toBe(
      '#api-open',
    );
  });

  it('puts the table in a named region that can scroll sideways', () => {
    api.definitions = drawer;
    render(<API id="Drawer" />);
    const region = screen.getByRole('region', { name: 'Drawer API' });
    expect(region.tabIndex).toBe(0);
    expect(region.className).toBe('de-api');
  });

  it('marks a table of many rows as long, with its number of rows for its estimated height', () => {
    api.definitions = drawer;
    render(<API id="Drawer" />);
    const short = screen.getByRole('region', { name: 'Drawer API' });
    expect(short.hasAttribute('data-long')).toBe(false);
    expect(short.style.getPropertyValue('--de-api-rows')).toBe('6');
    cleanup();

    const props = Array.from({ length: 20 }, (_, index) => ({
      name: `prop${index}`,
      type: 'boolean',
      required: false,
    }));
    api.definitions = { Drawer: { props } };
    render(<API id="Drawer" />);
    const long = screen.getByRole('region', { name: 'Drawer API' });
    expect(long.hasAttribute('data-long')).toBe(true);
    expect(long.style.getPropertyValue('--de-api-rows')).toBe('20');
  });
});
