/** The object form of a `boolean | object` prop such as `resizable`, or an empty one for the boolean forms. */
export function options<T extends object>(value: boolean | T | undefined): Partial<T> {
  return typeof value === 'object' ? value : {};
}
