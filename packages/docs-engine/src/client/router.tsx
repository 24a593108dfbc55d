import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';

/**
 * The site's router. Every route of a documentation site is a known, static path (plus the one
 * `~demos/:id` pattern), so the browser history, a location context and links are all it needs:
 * a general router would add more to the first load than the rest of the theme.
 */

export interface Location {
  /** Path without the base, starting with '/'. */
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  /** Names the history entry, so what belongs to it (its scroll position) outlives a Back. */
  key: string;
}

/** The key of a location that is no history entry (prerendering, a memory router). */
export const DEFAULT_LOCATION_KEY = 'default';

/** What the router keeps in `history.state`: the entry's key, and the state a link passed. */
interface EntryState {
  key: string;
  usr: unknown;
}

function isEntryState(value: unknown): value is EntryState {
  return (
    typeof value === 'object' && value !== null && typeof (value as EntryState).key === 'string'
  );
}

function createKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

/**
 * Gives the current history entry a key if it has none: the first page of a visit, or an entry
 * the browser made itself (a plain `#heading` link).
 */
function stampEntry(): void {
  if (isEntryState(window.history.state)) return;
  window.history.replaceState(
    { key: createKey(), usr: window.history.state } satisfies EntryState,
    '',
  );
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export type Navigate = (to: string | number, options?: NavigateOptions) => void;

export interface RouterContextValue {
  location: Location;
  basename: string;
  navigate: Navigate;
}

export const RouterContext = createContext<RouterContextValue | null>(null);
const ParamsContext = createContext<Record<string, string>>({});

function useRouter(): RouterContextValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error('Router hooks and links must be used inside a router');
  return router;
}

/** Splits `/a/b?x=1#y` into its parts; `?x` or `#y` alone keep the current path. */
export function resolveTo(
  to: string,
  from: Pick<Location, 'pathname' | 'search'>,
): Omit<Location, 'state' | 'key'> {
  const hashIndex = to.indexOf('#');
  const hash = hashIndex >= 0 ? to.slice(hashIndex) : '';
  const rest = hashIndex >= 0 ? to.slice(0, hashIndex) : to;
  const searchIndex = rest.indexOf('?');
  const search = searchIndex >= 0 ? rest.slice(searchIndex) : '';
  const path = searchIndex >= 0 ? rest.slice(0, searchIndex) : rest;
  if (!path) return { pathname: from.pathname, search: search || (hash ? from.search : ''), hash };
  return { pathname: path.startsWith('/') ? path : `/${path}`, search, hash };
}

/** The path inside the site: `/drawer/demo/base` under basename `/drawer` is `/demo/base`. */
export function stripBasename(pathname: string, basename: string): string {
  if (!basename) return pathname || '/';
  if (pathname === basename) return '/';
  return pathname.startsWith(`${basename}/`) ? pathname.slice(basename.length) : pathname;
}

/** `:name` segments of `pattern` matched against `pathname`, or null when it does not match. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const patternParts = pattern.split('/').filter(Boolean);
  const pathParts = pathname.split('/').filter(Boolean);
  if (patternParts.length !== pathParts.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of patternParts.entries()) {
    const actual = pathParts[index] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(actual);
    else if (part !== actual) return null;
  }
  return params;
}

function readLocation(basename: string): Location {
  const { pathname, search, hash } = window.location;
  const entry: unknown = window.history.state;
  return {
    pathname: stripBasename(pathname, basename),
    search,
    hash,
    state: isEntryState(entry) ? entry.usr : null,
    key: isEntryState(entry) ? entry.key : DEFAULT_LOCATION_KEY,
  };
}

/** The router of the browser: the address bar is the state. */
export function BrowserRouter({
  basename = '',
  children,
}: {
  basename?: string;
  children: ReactNode;
}) {
  const [location, setLocation] = useState(() => {
    stampEntry();
    return readLocation(basename);
  });

  useEffect(() => {
    const onPopState = () => {
      stampEntry();
      setLocation(readLocation(basename));
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [basename]);

  const navigate = useCallback<Navigate>(
    (to, options = {}) => {
      if (typeof to === 'number') {
        window.history.go(to);
        return;
      }
      const target = resolveTo(to, readLocation(basename));
      const href = `${basename}${target.pathname}${target.search}${target.hash}`;
      const entry: EntryState = { key: createKey(), usr: options.state ?? null };
      if (options.replace) window.history.replaceState(entry, '', href);
      else window.history.pushState(entry, '', href);
      setLocation(readLocation(basename));
    },
    [basename],
  );

  const value = useMemo(() => ({ location, basename, navigate }), [location, basename, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

export function fixedRouter(url: string, basename: string, navigate: Navigate): RouterContextValue {
  const { pathname, search, hash } = resolveTo(url, { pathname: '/', search: '' });
  return {
    location: {
      pathname: stripBasename(pathname, basename),
      search,
      hash,
      state: null,
      key: DEFAULT_LOCATION_KEY,
    },
    basename,
    navigate,
  };
}

/** The router of prerendering: one address, no history. */
export function StaticRouter({
  location,
  basename = '',
  children,
}: {
  location: string;
  basename?: string;
  children: ReactNode;
}) {
  const value = fixedRouter(location, basename, () => {
    throw new Error('Cannot navigate while prerendering');
  });
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** Shows `children` as if the address were `location`, e.g. the last page while the next loads. */
export function LocationProvider({
  location,
  children,
}: {
  location: Location;
  children: ReactNode;
}) {
  const router = useRouter();
  const value = useMemo(() => ({ ...router, location }), [router, location]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

export function ParamsProvider({
  params,
  children,
}: {
  params: Record<string, string>;
  children: ReactNode;
}) {
  return <ParamsContext.Provider value={params}>{children}</ParamsContext.Provider>;
}

export function useLocation(): Location {
  return useRouter().location;
}

export function useNavigate(): Navigate {
  return useRouter().navigate;
}

export function useParams(): Record<string, string | undefined> {
  return useContext(ParamsContext);
}

export function useSearchParams(): [
  URLSearchParams,
  (params: URLSearchParams | Record<string, string>) => void,
] {
  const { location, navigate } = useRouter();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = useCallback(
    (next: URLSearchParams | Record<string, string>) => {
      const search = new URLSearchParams(next).toString();
      navigate(`${location.pathname}${search ? `?${search}` : ''}${location.hash}`);
    },
    [navigate, location.pathname, location.hash],
  );
  return [params, setParams];
}

/** The href of a site path, with the base in front. */
export function useHref(to: string): string {
  const { basename, location } = useRouter();
  const target = resolveTo(to, location);
  return (
    `${basename}${target.pathname === '/' && basename ? '' : target.pathname}${target.search}${target.hash}` ||
    '/'
  );
}

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  replace?: boolean;
  state?: unknown;
  ref?: React.Ref<HTMLAnchorElement>;
};

/** A link that navigates inside the site without reloading; modified clicks behave as usual. */
export function Link({ to, replace, state, onClick, target, ...props }: LinkProps) {
  const href = useHref(to);
  const navigate = useNavigate();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      (target && target !== '_self') ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    ) {
      return;
    }
    event.preventDefault();
    navigate(to, { replace, state });
  };
  return <a {...props} href={href} target={target} onClick={handleClick} />;
}

/** A Link that knows whether it points at the current page (`end`: exactly, else as a prefix). */
export function NavLink({
  end,
  className,
  ...props
}: Omit<LinkProps, 'className'> & {
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
}) {
  const { pathname } = useLocation();
  const target = resolveTo(props.to, { pathname, search: '' }).pathname;
  const isActive =
    pathname === target || (!end && target !== '/' && pathname.startsWith(`${target}/`));
  const classes =
    typeof className === 'function'
      ? className({ isActive })
      : [className, isActive && 'active'].filter(Boolean).join(' ');
  return (
    <Link
      {...props}
      className={classes || undefined}
      aria-current={isActive ? 'page' : undefined}
    />
  );
}
