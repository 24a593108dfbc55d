import { BuildError } from '../../shared/BuildError.ts';
import type { PageMeta } from '../../shared/types.ts';
import { demoTag } from '../demo/demoTag.ts';
import { causeText, demoOfError } from '../describeRenderError.ts';
import type { PageDemo } from '../markdown/transformDemos.ts';

/** A render that threw, as against a server loader or a write that failed for the same page. */
export class RenderThrew {
  constructor(readonly error: unknown) {}
}

export interface RenderProblems {
  /** A page that did not prerender, by its place in page order (the order of the report). */
  fail(index: number, page: PageMeta, error: unknown): void;
  /** A demo that the page's render left to the browser: the page is built all the same. */
  leftToBrowser(page: PageMeta, error: unknown): void;
  /** Whether a page did not prerender. */
  readonly failed: boolean;
  /** Whether there is anything to report. */
  readonly any: boolean;
  /**
   * Prints a warning for each demo left to the browser, naming the site's own file and line: for
   * once the server bundle's source maps are beside it, as `failure`.
   */
  warn(): void;
  /** The pages that did not prerender, in page order, each naming the site's own file and line. */
  failure(): Error;
}

/**
 * What went wrong while the pages prerendered, kept as thrown: the server bundle is built without
 * source maps (at 1,000 pages, 0.1 GiB more for the bundler and as much again carried through
 * the prerender), and only a build with something to report needs them.
 */
export function collectRenderProblems({
  demosOf,
  bundleDir,
}: {
  demosOf: (page: PageMeta) => PageDemo[];
  bundleDir: string;
}): RenderProblems {
  const failures: { page: PageMeta; error: unknown }[] = [];
  const leftDemos: { page: PageMeta; error: unknown }[] = [];

  const describeFailure = (page: PageMeta, failure: unknown): string => {
    if (failure instanceof RenderThrew) {
      const demo = demoOfError(failure.error, demosOf(page), bundleDir);
      if (!demo) return causeText(failure.error, bundleDir);
      return new BuildError(
        'DEMO_IMPORT',
        demo.tag.file,
        `<code src="${demo.tag.src}"> — the demo throws when imported: ${causeText(failure.error, bundleDir)}`,
        demo.tag.line,
      ).message;
    }
    return failure instanceof BuildError ? failure.message : causeText(failure, bundleDir);
  };

  return {
    fail(index, page, error) {
      failures[index] = { page, error };
    },
    leftToBrowser(page, error) {
      leftDemos.push({ page, error });
    },
    get failed() {
      return failures.length > 0;
    },
    get any() {
      return failures.length > 0 || leftDemos.length > 0;
    },
    warn() {
      for (const { page, error } of leftDemos) {
        const demo = demoOfError(error, demosOf(page), bundleDir);
        console.warn(
          `${demo ? demoTag(demo) : page.filename} — a demo did not prerender; the browser renders it and shows any error under it: ${causeText(error, bundleDir)}`,
        );
      }
    },
    failure() {
      // A sparse array: in page order, whichever render finished first.
      const lines = failures
        .filter(Boolean)
        .map(
          ({ page, error }) => `${page.filename} (${page.path}): ${describeFailure(page, error)}`,
        );
      return new Error(`These pages did not prerender:\n${lines.join('\n')}`);
    },
  };
}
