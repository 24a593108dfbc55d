/**
 * What a request line asks for, read without ever throwing: `new URL()` throws on `//[` or
 * `http://[`, which once took the whole server down.
 */
export type RequestPath =
  | {
      kind: 'site';
      /** The path inside the site, as sent (still percent-encoded), e.g. '/demo/base/'. */
      raw: string;
      /** `raw` without its trailing slash ('/' stays), the form page routes are compared in. */
      page: string;
      /** The decoded segments, or undefined when a segment is not a plain file name. */
      segments: string[] | undefined;
      /** The query string without '?', '' when none. */
      query: string;
    }
  /** A well-formed request for something outside the site's base path. */
  | { kind: 'outside' }
  /** A request target no file could answer (`*`, `foo`, a bad absolute URL). */
  | { kind: 'malformed' };

const SCHEME = /^[a-z][a-z\d+.-]*:\/\//i;
/** `scheme://[user@]host[:port]`, the host a name or a bracketed IPv6 address. */
const ABSOLUTE_FORM =
  /^[a-z][a-z\d+.-]*:\/\/(?:[^/?#@[\]]*@)?(?:\[[\da-f:.]+\]|[^/?#@[\]:]*)(?::\d*)?(?=[/?#]|$)/i;

/** One decoded segment, or undefined when it could name something other than a file in place. */
function decodeSegment(segment: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return undefined;
  }
  // '' is `//`; '/' and '\\' would be separators after decoding; a NUL ends a path in C.
  if (decoded === '' || /[/\\\0]/.test(decoded)) return undefined;
  return decoded;
}

/** Reads a request target (origin form `/a?b` or absolute form `http://host/a?b`) under `base`. */
export function parseRequestPath(target: string | undefined, base: string): RequestPath {
  let rest = target ?? '';
  if (SCHEME.test(rest)) {
    const absolute = ABSOLUTE_FORM.exec(rest);
    if (!absolute) return { kind: 'malformed' };
    rest = rest.slice(absolute[0].length) || '/';
  }
  if (!rest.startsWith('/')) return { kind: 'malformed' };
  const fragmentAt = rest.indexOf('#');
  if (fragmentAt >= 0) rest = rest.slice(0, fragmentAt);
  const queryAt = rest.indexOf('?');
  const pathname = queryAt >= 0 ? rest.slice(0, queryAt) : rest;
  const query = queryAt >= 0 ? rest.slice(queryAt + 1) : '';

  const baseWithoutSlash = base.replace(/\/$/, '');
  let raw: string;
  if (pathname === baseWithoutSlash) raw = '/';
  else if (pathname.startsWith(`${baseWithoutSlash}/`))
    raw = pathname.slice(baseWithoutSlash.length);
  else return { kind: 'outside' };

  const page = raw.length > 1 ? raw.replace(/\/$/, '') : raw;
  const parts = page === '/' ? [] : page.slice(1).split('/');
  const decoded = parts.map(decodeSegment);
  const segments = decoded.every((part): part is string => part !== undefined)
    ? decoded
    : undefined;
  return { kind: 'site', raw, page, segments, query };
}
