import type { PageMeta } from '../shared/types.ts';
import { LOADER_DATA_ELEMENT } from '../shared/loaderDataElement.ts';
import { siteData } from './site.ts';

/** Data by page path: the build ran each loader once per page, so that is what HTML can carry. */
const cache = new Map<string, unknown>();

function hasLoaderData(pathname: string): boolean {
  return cache.has(pathname);
}

/** Whether a page can render: its chunk is in, and its server data when it has a server loader. */
export function isPageReady(meta: PageMeta | undefined): meta is PageMeta {
  return meta !== undefined && (!meta.hasServerLoader || hasLoaderData(meta.path));
}

export function getLoaderData(pathname: string): unknown {
  return cache.get(pathname);
}

export function setLoaderData(pathname: string, data: unknown): void {
  cache.set(pathname, data);
}

/** Takes the data the prerendered page carries, so hydration renders what the server did. */
export function readEmbeddedLoaderData(): void {
  const element = document.getElementById(LOADER_DATA_ELEMENT);
  if (!element?.textContent) return;
  const { key, data } = JSON.parse(element.textContent) as { key: string; data: unknown };
  cache.set(key, data);
}

/**
 * Asks the server for a page's loader data on client-side navigation. A static host has no such
 * endpoint: then the page is loaded in full, its HTML carrying the data from build time.
 */
export async function fetchLoaderData(page: PageMeta, url: string): Promise<void> {
  const query = new URLSearchParams({ route: page.id, url });
  const response = await fetch(`${siteData.base}__serverLoader?${query}`, {
    credentials: 'include',
  });
  if (response.status === 404) {
    window.location.assign(`${siteData.base.replace(/\/$/, '')}${url}`);
    return new Promise(() => undefined);
  }
  const body = (await response.json()) as { data?: unknown; error?: string };
  if (!response.ok)
    throw new Error(body.error ?? `The server loader of ${page.path} failed (${response.status})`);
  cache.set(page.path, body.data);
}
