/** The props whose names match `pattern`, to forward to a DOM element. */
export function pickAttributes(props: object, pattern: RegExp): Record<string, unknown> {
  return Object.fromEntries(Object.entries(props).filter(([key]) => pattern.test(key)));
}
