import type { RenderResult } from '../../client/entry-server.tsx';
import { createPackCache } from '../packCache.ts';

export interface RenderCache {
  /**
   * A render from the cache under its key, or rendered now. Only a clean render is kept: one
   * that left an error to the browser renders again, so that the build warns of it again.
   */
  render(key: string, render: () => Promise<RenderResult>): Promise<RenderResult>;
  /**
   * Counts the render under `key` as taken from the cache, and keeps it, without reading it: the
   * page it renders was written from an earlier build's (see DocumentCache).
   */
  reuse(key: string): void;
  /** How many renders came from the cache so far. */
  readonly reused: number;
  /** Removes the renders this build did not ask for: the cache holds one build's worth. */
  prune(): void;
}

type KeptRender = Pick<RenderResult, 'html' | 'status'>;

/**
 * A render as kept: its status on the first line, its HTML after. Not JSON: escaping the HTML's
 * quotes cost the main thread, which is the busiest one while pages prerender, half a second on
 * 1,000 pages.
 */
function keep({ html, status }: KeptRender): string {
  return `${status}\n${html}`;
}

/** A kept render, or undefined if there is none or it is unreadable: the cache only saves work. */
function parseKept(kept: Buffer | undefined): KeptRender | undefined {
  if (!kept) return undefined;
  const text = kept.toString('utf8');
  const lineEnd = text.indexOf('\n');
  const status = /^\d{3}$/.test(text.slice(0, lineEnd)) ? Number(text.slice(0, lineEnd)) : NaN;
  return Number.isNaN(status) ? undefined : { status, html: text.slice(lineEnd + 1) };
}

/** Prerendered pages kept between builds in `dir`, under the keys of `renderKeys`. */
export function createRenderCache(dir: string): RenderCache {
  const store = createPackCache(dir);
  const asked = new Set<string>();
  let reused = 0;
  return {
    async render(key, render) {
      asked.add(key);
      const kept = parseKept(store.read(key));
      if (kept) {
        reused += 1;
        return { ...kept, errors: [] };
      }
      const result = await render();
      if (!result.errors.length) {
        store.write(key, keep(result));
      }
      return result;
    },
    reuse(key) {
      asked.add(key);
      reused += 1;
    },
    get reused() {
      return reused;
    },
    prune() {
      store.prune(asked);
    },
  };
}
