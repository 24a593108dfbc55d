import type { PageMeta } from '../shared/types.ts';
import { LOADER_DATA_ELEMENT } from '../shared/loaderDataElement.ts';
import { siteData } from './site.ts';

/** Data by address (path and query): a loader may answer differently for each. */
const cache = new Map<string, unknown>();

export const loaderDataKey = (pathname: string, search: string) => `${pathname}${search}`;

export function hasLoaderData(key: string): boolean {
  return cache.has(key);
}

export function getLoaderData(key: string): unknown {
  return cache.get(key);
}

export function setLoaderData(key: string, data: unknown): void {
  cache.set(key, data);
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
export async function fetchLoaderData(page: PageMeta, key: string): Promise<void> {
  const query = new URLSearchParams({ route: page.id, url: key });
  const response = await fetch(`${siteData.base}__serverLoader?${query}`, { credentials: 'include' });
  if (response.status === 404) {
    window.location.assign(`${siteData.base.replace(/\/$/, '')}${key}`);
    return new Promise(() => undefined);
  }
  const body = (await response.json()) as { data?: unknown; error?: string };
  if (!response.ok) throw new Error(body.error ?? `The server loader of ${page.path} failed (${response.status})`);
  cache.set(key, body.data);
}
