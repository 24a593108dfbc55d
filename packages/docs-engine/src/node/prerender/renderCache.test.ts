import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { contentKey } from '../contentCache.ts';
import { createRenderCache } from './renderCache.ts';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const HTML = '<main class="page">\n  <p data-x=\'1\'>"Quoted" \\ text\n200\n</p>\n</main>';
const render =
  (html = HTML, errors: Error[] = []) =>
  () =>
    Promise.resolve({ html, status: 200, errors });

describe('the cache of prerendered pages', () => {
  it('gives a clean render back as it was, in a later build', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'render-cache-'));
    const key = contentKey('page');
    await createRenderCache(dir).render(key, render());
    const later = createRenderCache(dir);
    const again = await later.render(key, () => Promise.reject(new Error('rendered again')));
    expect(again).toEqual({ html: HTML, status: 200, errors: [] });
    expect(later.reused).toBe(1);
  });

  it('renders again a page that left an error to the browser, or whose entry is unreadable', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'render-cache-'));
    const failing = contentKey('failing');
    await createRenderCache(dir).render(failing, render(HTML, [new Error('demo threw')]));
    // As an earlier engine kept it.
    const unreadable = contentKey('unreadable');
    writeFileSync(path.join(dir, unreadable), '{"html":"<p>old</p>","status":200}');
    const later = createRenderCache(dir);
    expect((await later.render(failing, render('<p>fresh</p>'))).html).toBe('<p>fresh</p>');
    expect((await later.render(unreadable, render('<p>new</p>'))).html).toBe('<p>new</p>');
    expect(later.reused).toBe(0);
  });
});
