import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import type { RequestPath } from './requestPath.ts';

export type Resolved =
  /** A page of the site: its prerendered HTML (or the shell of a browser-rendered page). */
  | { kind: 'page'; file: string }
  /** Any other file of the output folder. */
  | { kind: 'file'; file: string }
  | { kind: 'notFound' };

/** The real path of `file` when it is a file inside `realRoot` once every symlink is followed. */
async function confinedFile(realRoot: string, file: string): Promise<string | undefined> {
  try {
    const real = await realpath(file);
    if (!real.startsWith(`${realRoot}${path.sep}`)) return undefined;
    return (await stat(real)).isFile() ? real : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A dot segment hides what the site never meant to publish (`.env`, `.git/`, `.vite/`, the
 * engine's own record); `.well-known/` is the one dot folder meant for the public (RFC 8615).
 */
const isHidden = (segment: string, index: number) =>
  segment.startsWith('.') && !(index === 0 && segment === '.well-known');

/**
 * Which file of the output folder answers a request, agreeing with the client router: a page is
 * served at its address only (`/demo/base` and `/demo/base/`), never by its file name
 * (`/demo/base/index.html`), so no address answers 200 that the router would call not found.
 * `isPage` says whether the router has a page at an address (as sent, without trailing slash);
 * without a route list, a folder holding an index.html is a page.
 */
export async function resolveRequest(
  realRoot: string,
  request: Extract<RequestPath, { kind: 'site' }>,
  isPage: ((page: string) => boolean) | undefined,
): Promise<Resolved> {
  const { segments } = request;
  if (!segments || segments.some(isHidden)) return { kind: 'notFound' };
  const known = isPage ? isPage(request.page) : true;
  if (known) {
    const file = await confinedFile(realRoot, path.join(realRoot, ...segments, 'index.html'));
    if (file) return { kind: 'page', file };
    if (isPage) return { kind: 'notFound' };
  }
  const name = segments.at(-1);
  if (!name || name === 'index.html' || request.raw.endsWith('/')) return { kind: 'notFound' };
  if (segments.length === 1 && name === '404.html') return { kind: 'notFound' };
  const file = await confinedFile(realRoot, path.join(realRoot, ...segments));
  return file ? { kind: 'file', file } : { kind: 'notFound' };
}
