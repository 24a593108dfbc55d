import { afterEach, describe, expect, it, vi } from 'vitest';
import { BuildError } from '../../shared/BuildError.ts';
import type { PageMeta } from '../../shared/types.ts';
import type { PageDemo } from '../markdown/transformDemos.ts';
import { collectRenderProblems, RenderThrew } from './renderProblems.ts';

const BUNDLE_DIR = '/site/.docs-engine/ssr';

function page(id: string): PageMeta {
  return {
    id,
    path: `/${id}`,
    title: id,
    filename: `docs/${id}.md`,
    lastUpdated: 0,
    toc: [],
    order: 0,
  };
}

const boom: PageDemo = {
  id: 'boom',
  entryFile: '/site/docs/demos/boom.tsx',
  attrs: {},
  tag: { file: 'docs/boom.md', line: 7, src: './demos/boom.tsx' },
};

/** An error with no frames: its report is its first line. */
function frameless(message: string): Error {
  const error = new Error(message);
  error.stack = `Error: ${message}`;
  return error;
}

/** An error thrown at a line of a site's file, as a stack mapped to the sources shows it. */
function thrownAt(message: string, file: string): Error {
  const error = new Error(message);
  error.stack = `Error: ${message}\n    at Boom (${file}:1:7)\n    at render (${BUNDLE_DIR}/renderThread.mjs:10:3)`;
  return error;
}

const problems = () =>
  collectRenderProblems({
    demosOf: (meta) => (meta.id === 'boom' ? [boom] : []),
    bundleDir: BUNDLE_DIR,
  });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('collectRenderProblems', () => {
  it('lists the pages that did not prerender in page order, whichever failed first', () => {
    const collected = problems();
    collected.fail(2, page('c'), frameless('third'));
    collected.fail(0, page('a'), new BuildError('LOADER', 'docs/a.loader.ts', 'no data', 3));
    expect(collected.failed).toBe(true);
    expect(collected.failure().message).toBe(
      'These pages did not prerender:\n' +
        'docs/a.md (/a): docs/a.loader.ts:3: no data\n' +
        'docs/c.md (/c): Error: third',
    );
  });

  it("names the tag and the demo's own line of a demo that throws when imported", () => {
    const collected = problems();
    collected.fail(0, page('boom'), new RenderThrew(thrownAt('no window', boom.entryFile)));
    expect(collected.failure().message).toMatch(
      /^These pages did not prerender:\ndocs\/boom\.md \(\/boom\): docs\/boom\.md:7: <code src="\.\/demos\/boom\.tsx"> — the demo throws when imported: Error: no window\n\s+at Boom \(\/site\/docs\/demos\/boom\.tsx:1:7\)/,
    );
  });

  it('warns of each demo left to the browser, and fails nothing for it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const collected = problems();
    expect(collected.any).toBe(false);
    collected.leftToBrowser(page('boom'), thrownAt('no window', boom.entryFile));
    collected.leftToBrowser(page('other'), frameless('still suspended'));
    expect(collected.any).toBe(true);
    expect(collected.failed).toBe(false);
    collected.warn();
    expect(warn.mock.calls.map(([line]) => String(line))).toEqual([
      expect.stringMatching(
        /^docs\/boom\.md:7: <code src="\.\/demos\/boom\.tsx"> — a demo did not prerender; .*: Error: no window/,
      ),
      expect.stringMatching(/^docs\/other\.md — a demo did not prerender; .*still suspended/),
    ]);
  });
});
