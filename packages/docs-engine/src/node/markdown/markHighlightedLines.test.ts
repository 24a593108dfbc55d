import { describe, expect, it } from 'vitest';
import { highlightCode, plainCode } from '../highlightCode.ts';
import { markHighlightedLines } from './markHighlightedLines.ts';

/** The line numbers that carry the `highlighted` class. */
const highlightedLines = (html: string): number[] =>
  [...html.matchAll(/<span class="line( highlighted)?">/g)].flatMap((match, index) =>
    match[1] ? [index + 1] : [],
  );

describe('markHighlightedLines', () => {
  const code = ['one', 'two', 'three', 'four', 'five', 'six'].join('\n');

  it("classes the given lines of Shiki's HTML", async () => {
    const html = markHighlightedLines(await highlightCode(code, 'ts'), [
      { from: 2, to: 2 },
      { from: 4, to: 5 },
    ]);
    expect(highlightedLines(html)).toEqual([2, 4, 5]);
  });

  it('classes the lines of plain dev output alike', () => {
    expect(highlightedLines(markHighlightedLines(plainCode(code), [{ from: 6, to: 6 }]))).toEqual([
      6,
    ]);
  });

  it('ignores lines past the end, even a huge range', () => {
    const html = markHighlightedLines(plainCode('a\nb'), [
      { from: 2, to: 1e12 },
      { from: 9, to: 9 },
    ]);
    expect(highlightedLines(html)).toEqual([2]);
  });

  it('is not fooled by code that contains the line tag', async () => {
    const html = markHighlightedLines(await highlightCode('x = \'<span class="line">\'\ny', 'ts'), [
      { from: 2, to: 2 },
    ]);
    expect(highlightedLines(html)).toEqual([2]);
  });

  it('leaves the HTML alone without lines', () => {
    expect(markHighlightedLines(plainCode('a'), [])).toBe(plainCode('a'));
  });
});
