import { describe, expect, it } from 'vitest';
import { matchSnippet } from './matchSnippet.ts';
import { lowerCase } from './lowerCase.ts';

function run(text: string, ...keywords: string[]) {
  return matchSnippet(text, lowerCase(text), keywords.map(lowerCase));
}

describe('matchSnippet', () => {
  it('covers the whole text with chunks in order', () => {
    expect(run('open the drawer', 'the')).toEqual([
      { text: 'open ' },
      { text: 'the', highlighted: true },
      { text: ' drawer' },
    ]);
  });

  it('returns one plain chunk when nothing matches, and none for an empty text', () => {
    expect(run('open', 'close')).toEqual([{ text: 'open' }]);
    expect(run('', 'close')).toEqual([]);
  });

  it('merges overlapping and touching occurrences', () => {
    expect(run('drawerbody', 'drawer', 'awe', 'body')).toEqual([
      { text: 'drawerbody', highlighted: true },
    ]);
  });

  it('marks every occurrence, including overlapping repeats of one keyword', () => {
    expect(run('aaa', 'aa')).toEqual([{ text: 'aaa', highlighted: true }]);
    expect(run('a b a', 'a')).toEqual([
      { text: 'a', highlighted: true },
      { text: ' b ' },
      { text: 'a', highlighted: true },
    ]);
  });

  it('keeps indices right when lower-casing would change the length', () => {
    expect(run('İstanbul drawer', 'drawer')).toEqual([
      { text: 'İstanbul ' },
      { text: 'drawer', highlighted: true },
    ]);
    expect(run('ΣΊΣΥΦΟΣ', 'σ')[0]).toEqual({ text: 'Σ', highlighted: true });
  });

  it('cuts a long lead by code points, so an emoji or CJK character stays whole', () => {
    const lead = '😀'.repeat(25);
    const [first] = run(`${lead}key`, 'key');
    expect(first?.text).toBe(`...${'😀'.repeat(20)}`);
  });

  it('does not cut a long text that has no highlight after it', () => {
    const text = 'a plain sentence that is much longer than twenty characters';
    expect(run(text, 'zzz')).toEqual([{ text }]);
  });
});
