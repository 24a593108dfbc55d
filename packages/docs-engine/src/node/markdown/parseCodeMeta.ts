/** A run of lines, 1-based and inclusive: `4-5` is `{ from: 4, to: 5 }`, `2` is `{ from: 2, to: 2 }`. */
export interface LineRange {
  from: number;
  to: number;
}

/** What a fence's info string says besides its language: ```` ```ts title="a.ts" {2,4-5} ````. */
export interface CodeMeta {
  /** Shown above the code, usually its file name. */
  title?: string;
  /** The lines to highlight, as written: kept as ranges so `{1-99999999}` costs nothing. */
  lines: LineRange[];
}

/** A `{…}` group the author meant as lines to highlight but that names none. */
export class CodeMetaError extends Error {
  override name = 'CodeMetaError';
}

const TITLE = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)')/;
const LINE_GROUP = /(?:^|\s)\{([^{}]*)\}(?=\s|$)/g;
const LINE_ITEM = /^(\d+)(?:\s*-\s*(\d+))?$/;

function parseLineGroup(group: string): LineRange[] {
  return group.split(',').map((part) => {
    const item = part.trim();
    const match = LINE_ITEM.exec(item);
    const from = Number(match?.[1]);
    const to = match?.[2] === undefined ? from : Number(match[2]);
    if (!match || from < 1 || to < from)
      throw new CodeMetaError(
        `{${group}}: "${item}" is not a line or range of lines; write them like {2,4-5}`,
      );
    return { from, to };
  });
}

/**
 * Reads the title and the lines to highlight from a fence's meta, in any order; other words are
 * left to whoever else reads the meta. The title is taken out first, so braces inside it are not
 * read as lines. A `{…}` group that is not lines fails rather than being dropped: the author asked
 * for highlighting and would otherwise not notice it is missing.
 */
export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  if (!meta) return { lines: [] };
  const title = TITLE.exec(meta);
  const rest = title ? meta.replace(title[0], ' ') : meta;
  const lines = [...rest.matchAll(LINE_GROUP)].flatMap(([, group = '']) => parseLineGroup(group));
  const text = (title?.[1] ?? title?.[2] ?? '').trim();
  return text ? { title: text, lines } : { lines };
}

/** Whether a 1-based line falls in one of the ranges. */
export const inLineRanges = (line: number, ranges: readonly LineRange[]): boolean =>
  ranges.some(({ from, to }) => line >= from && line <= to);
