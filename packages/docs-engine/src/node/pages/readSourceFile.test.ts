import { describe, expect, it } from 'vitest';
import { decodeSource, firstInvalidUtf8Byte } from './readSourceFile.ts';

const bytes = (...values: number[]) => new Uint8Array(values);

describe('firstInvalidUtf8Byte', () => {
  it('accepts ASCII and characters of two, three and four bytes', () => {
    expect(firstInvalidUtf8Byte(new TextEncoder().encode('a é € 😀'))).toBe(-1);
  });

  it('finds a stray continuation byte, an overlong form, a surrogate and a cut sequence', () => {
    expect(firstInvalidUtf8Byte(bytes(0x61, 0x80))).toBe(1);
    expect(firstInvalidUtf8Byte(bytes(0x61, 0xc0, 0xaf))).toBe(1);
    expect(firstInvalidUtf8Byte(bytes(0xe0, 0x80, 0xaf))).toBe(0);
    expect(firstInvalidUtf8Byte(bytes(0x61, 0x62, 0xed, 0xa0, 0x80))).toBe(2);
    expect(firstInvalidUtf8Byte(bytes(0x61, 0xe2, 0x82))).toBe(1);
    expect(firstInvalidUtf8Byte(bytes(0xf4, 0x90, 0x80, 0x80))).toBe(0);
  });
});

describe('decodeSource', () => {
  it('decodes UTF-8, dropping a byte order mark', () => {
    expect(decodeSource(bytes(0xef, 0xbb, 0xbf, 0x63, 0x61, 0x66, 0xc3, 0xa9), 'a.md')).toBe(
      'café',
    );
  });

  it('names the file, line and byte offset of the first bad byte', () => {
    expect(() => decodeSource(bytes(0x61, 0x0a, 0x62, 0x0a, 0x63, 0xe9), 'docs/a.md')).toThrow(
      'docs/a.md:3: is not valid UTF-8: byte offset 5 (0xe9)',
    );
  });
});
