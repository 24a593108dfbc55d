/** The Resource Timing numbers of one response (the document or a subresource). */
export interface TransferEntry {
  name: string;
  /** Headers plus body as received. */
  transferSize: number;
  /** The body as sent, gzip included. */
  encodedBodySize: number;
  decodedBodySize: number;
}

export interface TransferSizes {
  jsWire: number;
  jsDecoded: number;
  cssWire: number;
  cssDecoded: number;
  total: number;
}

/** Sorts bytes by kind from the file extension: hashed asset names always carry one. */
export function transferSizes(entries: readonly TransferEntry[]): TransferSizes {
  const sizes: TransferSizes = { jsWire: 0, jsDecoded: 0, cssWire: 0, cssDecoded: 0, total: 0 };
  for (const entry of entries) {
    const pathname = new URL(entry.name).pathname;
    if (/\.m?js$/.test(pathname)) {
      sizes.jsWire += entry.encodedBodySize;
      sizes.jsDecoded += entry.decodedBodySize;
    } else if (pathname.endsWith('.css')) {
      sizes.cssWire += entry.encodedBodySize;
      sizes.cssDecoded += entry.decodedBodySize;
    }
    sizes.total += entry.transferSize;
  }
  return sizes;
}
