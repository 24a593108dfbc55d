/** The encodings the build writes beside a file, best first, with the suffix of their file. */
export const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

export type Precompressed = (typeof PRECOMPRESSED)[number];

/** `Accept-Encoding` as a map of coding → quality; `*` stands for any coding not named. */
function qualities(header: string): Map<string, number> {
  const map = new Map<string, number>();
  for (const item of header.split(',')) {
    const [name = '', ...params] = item.split(';').map((part) => part.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((param) => param.startsWith('q='));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    map.set(name, Number.isFinite(quality) ? Math.min(Math.max(quality, 0), 1) : 0);
  }
  return map;
}

/**
 * The precompressed variants a client accepts, best first (RFC 9110 §12.5.3): a coding with
 * `q=0` is refused, `*` covers the codings not named, and ties keep brotli first.
 */
export function acceptedEncodings(header: string | undefined): Precompressed[] {
  if (!header) return [];
  const map = qualities(header);
  const quality = (encoding: string) => map.get(encoding) ?? map.get('*') ?? 0;
  return PRECOMPRESSED.filter(({ encoding }) => quality(encoding) > 0).sort(
    (a, b) => quality(b.encoding) - quality(a.encoding),
  );
}
