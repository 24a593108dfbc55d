/** A config value as a message quotes it: JSON where it has one, else its kind. */
export function show(value: unknown): string {
  if (typeof value === 'function') return 'a function';
  return JSON.stringify(value) ?? String(value);
}
