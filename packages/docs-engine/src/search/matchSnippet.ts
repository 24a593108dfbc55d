import type { HighlightChunk } from '../shared/types.ts';

/** A leading unhighlighted run longer than this is cut to its last this-many characters. */
export const SNIPPET_LEAD_LENGTH = 20;

/**
 * The snippet of `text` a result line shows: chunks covering it whole with every occurrence of any
 * keyword marked, and a long unmarked lead cut to its last SNIPPET_LEAD_LENGTH characters.
 * `lower` is `lowerCase(text)` and `keywords` are lower-cased, so matching ignores case while the
 * chunks keep the original spelling. Overlapping and touching occurrences merge into one chunk.
 */
export function matchSnippet(
  text: string,
  lower: string,
  keywords: readonly string[],
): HighlightChunk[] {
  const ranges: [number, number][] = [];
  for (const keyword of keywords) {
    for (
      let start = lower.indexOf(keyword);
      start !== -1;
      start = lower.indexOf(keyword, start + 1)
    ) {
      ranges.push([start, start + keyword.length]);
    }
  }
  if (ranges.length === 0) return text ? [{ text }] : [];
  ranges.sort((a, b) => a[0] - b[0]);

  const chunks: HighlightChunk[] = [];
  let cursor = 0;
  let [start, end] = ranges[0] as [number, number];
  const flush = (): void => {
    if (start > cursor) chunks.push({ text: text.slice(cursor, start) });
    chunks.push({ text: text.slice(start, end), highlighted: true });
    cursor = end;
  };
  for (const [nextStart, nextEnd] of ranges) {
    if (nextStart <= end) {
      end = Math.max(end, nextEnd);
    } else {
      flush();
      [start, end] = [nextStart, nextEnd];
    }
  }
  flush();
  if (cursor < text.length) chunks.push({ text: text.slice(cursor) });
  return cutLeadingRun(chunks);
}

/**
 * Result lines are one line high, so a long unhighlighted lead would push the match out of view:
 * keep only its last characters (code points, so a CJK or emoji character is never split).
 */
function cutLeadingRun(chunks: HighlightChunk[]): HighlightChunk[] {
  const [first] = chunks;
  if (
    !first ||
    first.highlighted ||
    chunks.length < 2 ||
    first.text.length <= SNIPPET_LEAD_LENGTH
  ) {
    return chunks;
  }
  const codePoints = Array.from(first.text);
  if (codePoints.length <= SNIPPET_LEAD_LENGTH) return chunks;
  chunks[0] = { text: `...${codePoints.slice(-SNIPPET_LEAD_LENGTH).join('')}` };
  return chunks;
}
