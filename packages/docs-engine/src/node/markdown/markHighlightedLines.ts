import { inLineRanges, type LineRange } from './parseCodeMeta.ts';

/** Each line of Shiki's HTML, and of `plainCode`'s, opens with exactly this tag. */
const LINE_OPEN = '<span class="line">';

/**
 * Adds the `highlighted` class to the given lines of highlighted code's HTML; lines past the end
 * are ignored. Done on the HTML rather than inside Shiki so the highlight cache, keyed by code and
 * language, serves fences that differ only in their lines, and so plain dev output gets it too.
 * The code inside is escaped, so the tag cannot come from the code itself.
 */
export function markHighlightedLines(html: string, ranges: readonly LineRange[]): string {
  if (!ranges.length) return html;
  let line = 0;
  return html.replaceAll(LINE_OPEN, () => {
    line += 1;
    return inLineRanges(line, ranges) ? '<span class="line highlighted">' : LINE_OPEN;
  });
}
