/**
 * The nav path a page belongs to: its first folder (`/demo/base` → `/demo`), or its first two
 * folders when the page sits deeper (`/guide/advanced/ssr` → `/guide/advanced`), which is how the
 * navigation reaches its second level and never a third. A top-level page is its own nav path.
 */
export function navPathOf(routePath: string): string {
  const segments = routePath.split('/').filter(Boolean);
  return `/${segments.slice(0, segments.length > 2 ? 2 : 1).join('/')}`;
}
