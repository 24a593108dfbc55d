import { describe, expect, it } from 'vitest';
import { CodeMetaError, inLineRanges, parseCodeMeta } from './parseCodeMeta.ts';

describe('parseCodeMeta', () => {
  it('reads nothing from no meta', () => {
    expect(parseCodeMeta(undefined)).toEqual({ lines: [] });
    expect(parseCodeMeta(null)).toEqual({ lines: [] });
    expect(parseCodeMeta('')).toEqual({ lines: [] });
  });

  it('reads a title in double or single quotes', () => {
    expect(parseCodeMeta('title="src/a.ts"')).toEqual({ title: 'src/a.ts', lines: [] });
    expect(parseCodeMeta("title='a b.ts'")).toEqual({ title: 'a b.ts', lines: [] });
  });

  it('reads single lines and ranges', () => {
    expect(parseCodeMeta('{2,4-5}').lines).toEqual([
      { from: 2, to: 2 },
      { from: 4, to: 5 },
    ]);
    expect(parseCodeMeta('{ 1 , 3 - 3 }').lines).toEqual([
      { from: 1, to: 1 },
      { from: 3, to: 3 },
    ]);
  });

  it('reads both in either order, ignoring other words', () => {
    const both = { title: 'a.ts', lines: [{ from: 2, to: 2 }] };
    expect(parseCodeMeta('title="a.ts" {2}')).toEqual(both);
    expect(parseCodeMeta('{2} title="a.ts"')).toEqual(both);
    expect(parseCodeMeta('live {2} showLineNumbers title="a.ts" other=1')).toEqual(both);
  });

  it('does not read braces inside the title as lines', () => {
    expect(parseCodeMeta('title="[id]/{slug}.ts"')).toEqual({
      title: '[id]/{slug}.ts',
      lines: [],
    });
  });

  it('ignores an empty title and words that only look like the syntax', () => {
    expect(parseCodeMeta('title=""')).toEqual({ lines: [] });
    expect(parseCodeMeta('subtitle="x" a{2}')).toEqual({ lines: [] });
  });

  it.each(['{a-b}', '{0}', '{5-2}', '{2,}', '{}', '{1;2}'])('fails on %s', (meta) => {
    expect(() => parseCodeMeta(meta)).toThrow(CodeMetaError);
  });

  it('says which part of the group is wrong and how to write it', () => {
    expect(() => parseCodeMeta('title="a.ts" {1,a-b}')).toThrow(
      '{1,a-b}: "a-b" is not a line or range of lines; write them like {2,4-5}',
    );
  });
});

describe('inLineRanges', () => {
  it('tells the lines inside the ranges, ends included', () => {
    const ranges = parseCodeMeta('{2,4-5}').lines;
    expect([1, 2, 3, 4, 5, 6].filter((line) => inLineRanges(line, ranges))).toEqual([2, 4, 5]);
  });
});
