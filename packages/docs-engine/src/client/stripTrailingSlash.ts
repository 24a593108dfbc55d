/** Spec §2: `/demo/base/` becomes `/demo/base` before the router reads the address. */
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
