// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BrowserRouter,
  Link,
  matchPath,
  NavLink,
  resolveTo,
  stripBasename,
  useLocation,
  useSearchParams,
} from './router.tsx';
import { MemoryRouter } from './MemoryRouter.tsx';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

function Where() {
  const { pathname, search, hash } = useLocation();
  return <output>{`${pathname}${search}${hash}`}</output>;
}

describe('path helpers', () => {
  it('resolves links against the current location', () => {
    expect(resolveTo('/demo/base?x=1#top', { pathname: '/', search: '' })).toEqual({
      pathname: '/demo/base',
      search: '?x=1',
      hash: '#top',
    });
    expect(resolveTo('#api', { pathname: '/demo/base', search: '?tab=a' })).toEqual({
      pathname: '/demo/base',
      search: '?tab=a',
      hash: '#api',
    });
    expect(resolveTo('?tab=b', { pathname: '/demo/base', search: '?tab=a' })).toEqual({
      pathname: '/demo/base',
      search: '?tab=b',
      hash: '',
    });
  });

  it('strips the base', () => {
    expect(stripBasename('/drawer/demo/base', '/drawer')).toBe('/demo/base');
    expect(stripBasename('/drawer', '/drawer')).toBe('/');
    expect(stripBasename('/demo', '')).toBe('/demo');
  });

  it('matches :params and nothing else', () => {
    expect(matchPath('/~demos/:id', '/~demos/demo-base-demo-base')).toEqual({
      id: 'demo-base-demo-base',
    });
    expect(matchPath('/~demos/:id', '/~demos')).toBeNull();
    expect(matchPath('/~demos/:id', '/demo/base')).toBeNull();
  });
});

describe('BrowserRouter', () => {
  it('navigates with links under the base without reloading, and follows back', () => {
    window.history.replaceState(null, '', '/drawer/');
    render(
      <BrowserRouter basename="/drawer">
        <Link to="/demo/base">base</Link>
        <NavLink to="/" end>
          home
        </NavLink>
        <Where />
      </BrowserRouter>,
    );
    expect(screen.getByRole('link', { name: 'base' }).getAttribute('href')).toBe(
      '/drawer/demo/base',
    );
    expect(screen.getByRole('link', { name: 'home' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('link', { name: 'base' }));
    expect(window.location.pathname).toBe('/drawer/demo/base');
    expect(screen.getByRole('status').textContent).toBe('/demo/base');
    expect(screen.getByRole('link', { name: 'home' }).getAttribute('aria-current')).toBeNull();
    act(() => {
      window.history.back();
    });
  });

  it('gives every history entry a key of its own, the same again on Back, and keeps link state', () => {
    window.history.replaceState(null, '', '/');
    let seen: { key: string; state: unknown } | undefined;
    function Key() {
      const location = useLocation();
      seen = { key: location.key, state: location.state };
      return null;
    }
    render(
      <BrowserRouter>
        <Link to="/demo/base" state={{ from: 'home' }}>
          base
        </Link>
        <Key />
      </BrowserRouter>,
    );
    const firstKey = seen?.key;
    expect(firstKey).toMatch(/\w+/);
    fireEvent.click(screen.getByRole('link', { name: 'base' }));
    expect(seen?.key).not.toBe(firstKey);
    expect(seen?.state).toEqual({ from: 'home' });
    // An entry the browser made itself (a plain #hash link) is given a key when it is reached.
    window.history.pushState(null, '', '/demo/base#api');
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(seen?.key).toMatch(/\w+/);
    expect(seen?.key).not.toBe(firstKey);
    window.history.replaceState({ key: firstKey, usr: null }, '', '/');
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(seen?.key).toBe(firstKey);
  });

  it('leaves modified clicks to the browser', () => {
    render(
      <BrowserRouter>
        <Link to="/demo/base">base</Link>
        <Where />
      </BrowserRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'base' }), { ctrlKey: true });
    expect(screen.getByRole('status').textContent).toBe('/');
  });
});

describe('MemoryRouter', () => {
  it('reads and writes search params', () => {
    function Tabs() {
      const [params, setParams] = useSearchParams();
      return (
        <button type="button" onClick={() => setParams({ tab: 'api' })}>
          {params.get('tab') ?? 'none'}
        </button>
      );
    }
    render(
      <MemoryRouter initialEntries={['/demo/base']}>
        <Tabs />
        <Where />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'none' }));
    expect(screen.getByRole('button').textContent).toBe('api');
    expect(screen.getByRole('status').textContent).toBe('/demo/base?tab=api');
  });
});
