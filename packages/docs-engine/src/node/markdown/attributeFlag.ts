/**
 * A tag attribute read as a switch: written alone (`<code inline>`), empty or 'true' is on, any
 * other value off; undefined when the attribute is absent.
 */
export function attributeFlag(value: string | true | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  return value === true || value === '' || value === 'true';
}
