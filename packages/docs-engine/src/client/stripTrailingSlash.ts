/**
 * `/demo/base/` becomes `/demo/base` before the router reads the address: routes are matched
 * without a trailing slash, so a link or bookmark written with one still finds its page. Only one
 * slash goes, as the server serves a page at its address with one slash and no more:
 * `/demo/base//` is not found on either side.
 */
export function stripTrailingSlash(location: Location, history: History): void {
  const { pathname, search, hash } = location;
  if (/[^/]\/$/.test(pathname)) {
    history.replaceState(history.state, '', `${pathname.slice(0, -1)}${search}${hash}`);
  }
}
