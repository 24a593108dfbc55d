import type { NavItem, SearchDemo, SearchRoute } from '../shared/types.ts';
import type { SearchMetadataInput } from './buildSearchMetadata.ts';

/** The pages of one section, with their demos: a part of a locale's search data. */
export interface SearchDataPart {
  routes: SearchRoute[];
  demos: SearchDemo[];
}

/** What puts the parts together: the navigation, and the part of each page, in site order. */
export interface SearchDataHead {
  nav: NavItem[];
  partOfRoute: number[];
}

/**
 * A locale's search data split by section, each part as JSON text, the head first: an edit to a
 * page changes its section's part alone, which a large site's build writes and compresses again,
 * and a returning reader downloads again, instead of the whole.
 */
export function splitSearchData(
  { routes, demos, nav }: SearchMetadataInput,
  sectionOf: (routePath: string) => string,
): string[] {
  const demosByPath = new Map<string, SearchDemo[]>();
  for (const demo of demos) {
    const onPage = demosByPath.get(demo.routePath);
    if (onPage) onPage.push(demo);
    else demosByPath.set(demo.routePath, [demo]);
  }
  const parts = new Map<string, SearchDataPart & { index: number }>();
  const partOfRoute = routes.map((route) => {
    const section = sectionOf(route.path);
    let part = parts.get(section);
    if (!part) {
      part = { index: parts.size, routes: [], demos: [] };
      parts.set(section, part);
    }
    part.routes.push(route);
    part.demos.push(...(demosByPath.get(route.path) ?? []));
    return part.index;
  });
  const head: SearchDataHead = { nav, partOfRoute };
  return [
    JSON.stringify(head),
    ...[...parts.values()].map(({ routes, demos }) => JSON.stringify({ routes, demos })),
  ];
}

/**
 * The search data whole again, from its head and parts (see splitSearchData), its pages and
 * demos in site order: the order that ranks results that tie.
 */
export function joinSearchData([head, ...parts]: readonly string[]): SearchMetadataInput {
  if (head === undefined) throw new Error('Search data without its head');
  const { nav, partOfRoute } = JSON.parse(head) as SearchDataHead;
  const read = parts.map((part) => ({
    ...(JSON.parse(part) as SearchDataPart),
    route: 0,
    demo: 0,
  }));
  const routes: SearchRoute[] = [];
  const demos: SearchDemo[] = [];
  for (const index of partOfRoute) {
    const part = read[index];
    const route = part?.routes[part.route];
    if (!part || !route) throw new Error(`Search data without the part ${index} it lists`);
    part.route += 1;
    routes.push(route);
    // A part holds its pages' demos in the order of its pages.
    for (
      let demo = part.demos[part.demo];
      demo?.routePath === route.path;
      demo = part.demos[part.demo]
    ) {
      demos.push(demo);
      part.demo += 1;
    }
  }
  return { routes, demos, nav };
}
