/**
 * A Bloom filter of the three-character runs in a page's text. A keyword can occur in the text
 * only if every run of three adjacent characters in it is set, so most pages that do not hold a
 * rare keyword are passed over without scanning their text. 4,096 bits (512 bytes a page) keep
 * false positives rare for pages of a few kilobytes, whose runs set a fifth of them or less.
 */
const BITS = 4096;
const RUN = 3;

function runBit(text: string, end: number): number {
  const first = text.charCodeAt(end - 2);
  const second = text.charCodeAt(end - 1);
  const third = text.charCodeAt(end);
  // Multiplicative hashing spreads similar runs ('abc', 'abd') across the whole bit range.
  return (
    Math.imul(Math.imul(first, 0x27d4eb2d) ^ Math.imul(second, 0x165667b1) ^ third, 0x9e3779b1) >>>
    20
  );
}

export function textSignature(lower: string): Uint32Array {
  const signature = new Uint32Array(BITS / 32);
  for (let end = RUN - 1; end < lower.length; end += 1) {
    const bit = runBit(lower, end);
    signature[bit >>> 5] = (signature[bit >>> 5] as number) | (1 << (bit & 31));
  }
  return signature;
}

/** The bits a keyword needs; one shorter than three characters needs none and is never ruled out. */
export function keywordBits(keyword: string): number[] {
  const bits: number[] = [];
  for (let end = RUN - 1; end < keyword.length; end += 1) bits.push(runBit(keyword, end));
  return bits;
}

/** False means the text surely lacks the keyword; true means it may hold it. */
export function mayContain(signature: Uint32Array, bits: readonly number[]): boolean {
  for (const bit of bits) {
    if (((signature[bit >>> 5] as number) & (1 << (bit & 31))) === 0) return false;
  }
  return true;
}
