const NON_ASCII = /[^\p{ASCII}]/u;

/**
 * Lower-cases a text without changing its length, so that an index found in the lower-cased text
 * is also an index in the original (highlighting depends on it). `String#toLowerCase` alone can
 * grow a string ('İ' becomes two code units) or lower a character by its context (final sigma),
 * so outside ASCII each code point is lowered on its own and kept as is when that would change
 * its length.
 */
export function lowerCase(text: string): string {
  if (!NON_ASCII.test(text)) return text.toLowerCase();
  let lowered = '';
  for (const char of text) {
    const lower = char.toLowerCase();
    lowered += lower.length === char.length ? lower : char;
  }
  return lowered;
}
