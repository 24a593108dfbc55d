import type { SiteState } from '../siteState.ts';

/**
 * Every address the client router has a page for, without base: every locale's pages and
 * `~demos/<id>`.
 */
export function siteRoutes(state: SiteState): string[] {
  return [
    ...state.locales.flatMap(({ data }) => data.pages.map((page) => page.path)),
    ...[...state.demos.keys()].map((id) => `/~demos/${id}`),
  ];
}

/**
 * The routes as a browser sends them (percent-encoded), for comparing with a request's path as
 * sent: the router compares `location.pathname`, which is encoded, so `/demo/%62ase` is not found
 * there either.
 */
export function pageAddresses(routes: Iterable<string>): Set<string> {
  return new Set([...routes].map((route) => encodeURI(route)));
}
