import type { KnownContent } from '../compressCopies.ts';
import { createPackCache } from '../packCache.ts';

/**
 * The pages' HTML files written by earlier builds, by what each was made of (its render's key,
 * the document around the render): a rebuild hands the compressor a page that did not change by
 * its content's key alone (see Precompressor.link), without reading its render or making,
 * encoding and hashing its document again.
 */
export interface DocumentCache {
  /** The content's key and size of the HTML made of `key`, if an earlier build wrote it. */
  known(key: string): KnownContent | undefined;
  /** Keeps what the HTML made of `key` was, for the next build. */
  keep(key: string, known: KnownContent): void;
  /** Drops the entries this build did not ask for: the cache holds one build's worth. */
  prune(): void;
}

const ENTRY = /^([\da-f]{64}) (\d+)$/;

export function createDocumentCache(dir: string): DocumentCache {
  const store = createPackCache(dir);
  const asked = new Set<string>();
  return {
    known(key) {
      asked.add(key);
      const match = ENTRY.exec(store.read(key)?.toString('latin1') ?? '');
      return match?.[1] && match[2] ? { hash: match[1], size: Number(match[2]) } : undefined;
    },
    keep(key, { hash, size }) {
      asked.add(key);
      store.write(key, `${hash} ${size}`);
    },
    prune() {
      store.prune(asked);
    },
  };
}
