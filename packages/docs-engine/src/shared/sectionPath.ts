/**
 * The section a route path (without its locale part) belongs to: its nav path, the first
 * segment ('/guide' for '/guide/start'), or the first two under a deeper path; '/' for the home
 * page. A section's sidebar and route table come in one chunk, fetched when a reader enters it.
 */
export function sectionPath(path: string): string {
  const segments = path.split('/').filter(Boolean);
  if (!segments.length) return '/';
  return `/${segments.slice(0, segments.length > 2 ? 2 : 1).join('/')}`;
}
