/**
 * The id of a prop's row in an `<API>` table: the target of the row's own `#` link and of the
 * search hits that find the prop, which must agree on it.
 */
export function apiRowAnchor(propName: string): string {
  return `api-${propName}`;
}
