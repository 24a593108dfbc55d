/**
 * A Bloom filter of the character pairs in a page's text. A keyword can occur in the text only if
 * every pair of adjacent characters in it is set, so most pages that do not hold a rare keyword
 * are passed over without scanning their text. 4,096 bits (512 bytes a page) keep false positives
 * rare for pages of a few kilobytes, where a few hundred distinct pairs set about a tenth of them.
 */
const BITS = 4096;
const WORDS = BITS / 32;

function pairBit(first: number, second: number): number {
  // Multiplicative hashing spreads similar pairs ('ab', 'ac') across the whole bit range.
  return Math.imul(first * 0x10000 + second, 0x9e3779b1) >>> 20;
}

export function textSignature(lower: string): Uint32Array {
  const signature = new Uint32Array(WORDS);
  for (let index = 1; index < lower.length; index += 1) {
    const bit = pairBit(lower.charCodeAt(index - 1), lower.charCodeAt(index));
    signature[bit >>> 5] = (signature[bit >>> 5] as number) | (1 << (bit & 31));
  }
  return signature;
}

/** The bits a keyword needs; a one-character keyword needs none, so it is never ruled out. */
export function keywordBits(keyword: string): number[] {
  const bits: number[] = [];
  for (let index = 1; index < keyword.length; index += 1) {
    bits.push(pairBit(keyword.charCodeAt(index - 1), keyword.charCodeAt(index)));
  }
  return bits;
}

/** False means the text surely lacks the keyword; true means it may hold it. */
export function mayContain(signature: Uint32Array, bits: readonly number[]): boolean {
  for (const bit of bits) {
    if (((signature[bit >>> 5] as number) & (1 << (bit & 31))) === 0) return false;
  }
  return true;
}
