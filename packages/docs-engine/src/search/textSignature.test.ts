import { describe, expect, it } from 'vitest';
import { lowerCase } from './lowerCase.ts';
import { keywordBits, mayContain, textSignature } from './textSignature.ts';

const text = lowerCase('getContainer={false} 抽屉组件从屏幕边缘滑出 😀 emoji, (left|right)');

describe('textSignature', () => {
  it('never rules out a keyword the text holds', () => {
    const signature = textSignature(text);
    for (let start = 0; start < text.length; start += 1) {
      for (let end = start + 1; end <= Math.min(text.length, start + 12); end += 1) {
        expect(mayContain(signature, keywordBits(text.slice(start, end)))).toBe(true);
      }
    }
  });

  it('rules out keywords the text lacks', () => {
    const signature = textSignature(text);
    expect(mayContain(signature, keywordBits('destroyonhidden'))).toBe(false);
    expect(mayContain(signature, keywordBits('抽屉关闭'))).toBe(false);
  });

  it('never rules out a keyword of fewer than three characters', () => {
    expect(keywordBits('zq')).toEqual([]);
    expect(mayContain(textSignature(''), keywordBits('zq'))).toBe(true);
  });
});
