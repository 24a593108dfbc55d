import { warnOnce } from './warning';

/** A numeric string such as `"93"` becomes `93` (with rc-drawer's warning); `"93%"` passes through. */
export function parseSize(value: number | string | undefined): number | string | undefined {
  // Numbers never equal a string, so they pass through.
  if (String(Number(value)) === value) {
    warnOnce('Invalid value type of `width` or `height` which should be number type instead.');
    return Number(value);
  }
  return value;
}
