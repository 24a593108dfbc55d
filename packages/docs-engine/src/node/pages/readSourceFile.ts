import { readFileSync } from 'node:fs';
import { BuildError } from '../../shared/BuildError.ts';

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** Bytes in a sequence led by `lead`, and the smallest code point it may encode; 0 if no lead. */
function sequenceOf(lead: number): { length: number; min: number; bits: number } {
  if (lead >= 0xc2 && lead <= 0xdf) return { length: 2, min: 0x80, bits: lead & 0x1f };
  if (lead >= 0xe0 && lead <= 0xef) return { length: 3, min: 0x800, bits: lead & 0x0f };
  if (lead >= 0xf0 && lead <= 0xf4) return { length: 4, min: 0x10000, bits: lead & 0x07 };
  return { length: 0, min: 0, bits: 0 };
}

/** Offset of the first byte that starts no valid UTF-8 sequence, or -1 when all are valid. */
export function firstInvalidUtf8Byte(bytes: Uint8Array): number {
  let offset = 0;
  while (offset < bytes.length) {
    const lead = bytes[offset] ?? 0;
    if (lead < 0x80) {
      offset += 1;
      continue;
    }
    const { length, min, bits } = sequenceOf(lead);
    if (length === 0 || offset + length > bytes.length) return offset;
    let codePoint = bits;
    for (let k = 1; k < length; k += 1) {
      const next = bytes[offset + k] ?? 0;
      if ((next & 0xc0) !== 0x80) return offset;
      codePoint = (codePoint << 6) | (next & 0x3f);
    }
    const surrogate = codePoint >= 0xd800 && codePoint <= 0xdfff;
    if (codePoint < min || codePoint > 0x10ffff || surrogate) return offset;
    offset += length;
  }
  return -1;
}

/** Decodes a source file's bytes; bytes that are not UTF-8 fail with the byte offset and line. */
export function decodeSource(bytes: Uint8Array, displayFile: string): string {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    const offset = firstInvalidUtf8Byte(bytes);
    const line = bytes.subarray(0, offset).filter((byte) => byte === 0x0a).length + 1;
    throw new BuildError(
      'NOT_UTF8',
      displayFile,
      `is not valid UTF-8: byte offset ${offset} (0x${(bytes[offset] ?? 0).toString(16).padStart(2, '0')}) starts no UTF-8 character; save the file as UTF-8`,
      line,
    );
  }
}

/** Reads a page, embedded file or demo as UTF-8 text, never replacing bad bytes silently. */
export function readSourceFile(file: string, displayFile: string): string {
  return decodeSource(readFileSync(file), displayFile);
}
