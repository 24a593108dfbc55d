import { EventEmitter, once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FSWatcher } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { deferSiteWatch, type DeferredWatch } from './deferredWatch.ts';

/** Stands for Vite's watcher: what its listeners are told, as `event file-name`. */
function listeners() {
  const watcher = new EventEmitter();
  const told: string[] = [];
  for (const event of ['add', 'change', 'unlink'])
    watcher.on(event, (file: string) => told.push(`${event} ${path.basename(file)}`));
  return { viteWatcher: watcher as unknown as FSWatcher, watcher, told };
}

let root: string;
let watch: DeferredWatch | undefined;
afterEach(async () => {
  await watch?.close();
  rmSync(root, { recursive: true, force: true });
});

/** A site whose files were last written a minute ago. */
function site(): { docs: string; cache: string } {
  root = mkdtempSync(path.join(tmpdir(), 'deferred-watch-'));
  const docs = path.join(root, 'docs');
  const cache = path.join(root, '.docs-engine');
  mkdirSync(path.join(docs, 'guide'), { recursive: true });
  mkdirSync(cache);
  const aMinuteAgo = new Date(Date.now() - 60_000);
  for (const name of ['index.md', 'guide/kept.md', 'guide/edited.md', 'guide/removed.md']) {
    writeFileSync(path.join(docs, name), `# ${name}\n`);
    utimesSync(path.join(docs, name), aMinuteAgo, aMinuteAgo);
  }
  return { docs, cache };
}

describe("the site's folder, watched once the first page has loaded", () => {
  it("is left out of Vite's watch, and only it", () => {
    const { docs } = site();
    watch = deferSiteWatch(root, docs, () => false);
    expect(watch.isDeferred(path.join(docs, 'index.md'))).toBe(true);
    expect(watch.isDeferred(docs)).toBe(true);
    expect(watch.isDeferred(root)).toBe(false);
    expect(watch.isDeferred(path.join(path.dirname(root), 'engine', 'runtime.ts'))).toBe(false);
  });

  it('tells, once it has read the folder, what changed in the pages since the server started', async () => {
    const { docs } = site();
    watch = deferSiteWatch(root, docs, () => false);
    writeFileSync(path.join(docs, 'guide', 'edited.md'), '# Edited\n');
    writeFileSync(path.join(docs, 'guide', 'added.md'), '# Added\n');
    rmSync(path.join(docs, 'guide', 'removed.md'));
    const { viteWatcher, told } = listeners();
    await watch.start(viteWatcher);
    expect(told.sort()).toEqual(['add added.md', 'change edited.md', 'unlink removed.md']);
  });

  it('tells nothing of files written just before the server started, unless their times are in whole seconds', async () => {
    const { docs } = site();
    // Times a second apart from any other: a file system that keeps whole seconds may have
    // rounded the second one down from a time after the start.
    const second = Math.floor(Date.now() / 1000) * 1000 - 10_000;
    const justBefore = new Date(second + 400);
    const roundedDown = new Date(second);
    utimesSync(path.join(docs, 'guide', 'edited.md'), justBefore, justBefore);
    utimesSync(path.join(docs, 'guide', 'kept.md'), roundedDown, roundedDown);
    watch = deferSiteWatch(root, docs, () => false, second + 500);
    const { viteWatcher, told } = listeners();
    await watch.start(viteWatcher);
    expect(told).toEqual(['change kept.md']);
  });

  it('tells, as it starts, a file put in public/ or an edited .env since the server started, and nothing from what it leaves out', async () => {
    const { docs, cache } = site();
    const modules = path.join(root, 'node_modules', 'some-package');
    mkdirSync(modules, { recursive: true });
    writeFileSync(path.join(root, '.env'), 'A=1\n');
    const aMinuteAgo = new Date(Date.now() - 60_000);
    utimesSync(path.join(root, '.env'), aMinuteAgo, aMinuteAgo);
    watch = deferSiteWatch(root, docs, (file) => file.startsWith(cache));
    mkdirSync(path.join(root, 'public'));
    writeFileSync(path.join(root, 'public', 'logo.svg'), '<svg/>\n');
    writeFileSync(path.join(root, '.env'), 'A=2\n');
    writeFileSync(path.join(cache, 'entry.json'), '{}\n');
    writeFileSync(path.join(modules, 'index.js'), 'export {};\n');
    const { viteWatcher, told } = listeners();
    await watch.start(viteWatcher);
    expect(told.sort()).toEqual(['add logo.svg', 'change .env']);
  });

  it('tells an edit made once it watches, but nothing from what it leaves out', async () => {
    const { docs, cache } = site();
    watch = deferSiteWatch(root, docs, (file) => file.startsWith(cache));
    const { viteWatcher, watcher, told } = listeners();
    await watch.start(viteWatcher);
    writeFileSync(path.join(cache, 'entry.json'), '{}\n');
    // Two changes told one after the other: by then, the cache's new file would have been told.
    const changed = once(watcher, 'change');
    writeFileSync(path.join(docs, 'index.md'), '# Home, edited\n');
    await changed;
    const added = once(watcher, 'add');
    writeFileSync(path.join(docs, 'guide', 'added.md'), '# Added\n');
    await added;
    expect(told).toEqual(['change index.md', 'add added.md']);
  });

  it('starts at once when a page is edited before then, and tells the edit', async () => {
    const { docs } = site();
    watch = deferSiteWatch(root, docs, () => false);
    const { viteWatcher, watcher, told } = listeners();
    watch.startOnEdit(viteWatcher);
    const changed = once(watcher, 'change');
    writeFileSync(path.join(docs, 'guide', 'edited.md'), '# Edited\n');
    await changed;
    expect(told).toEqual(['change edited.md']);
    // Started: the start the server asks for later is the same one.
    await watch.start(viteWatcher);
    expect(told).toEqual(['change edited.md']);
  });

  it('resolves its start when closed before it has read the folder', async () => {
    const { docs } = site();
    watch = deferSiteWatch(root, docs, () => false);
    const started = watch.start(listeners().viteWatcher);
    await watch.close();
    await started;
  });
});
