/**
 * `/demo/base/` becomes `/demo/base` before the router reads the address: routes are matched
 * without a trailing slash, so a link or bookmark written with one still finds its page.
 */
export function stripTrailingSlash(location: Location, history: History): void {
  const { pathname, search, hash } = location;
  if (pathname.length > 1 && pathname.endsWith('/')) {
    history.replaceState(
      history.state,
      '',
      `${pathname.replace(/\/+$/, '') || '/'}${search}${hash}`,
    );
  }
}
