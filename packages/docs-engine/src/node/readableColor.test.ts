import { describe, expect, it } from 'vitest';
import { contrast, readableColor } from './readableColor.ts';

describe('readableColor', () => {
  it('keeps a colour that is readable already', () => {
    expect(readableColor('#24292E', '#F6F7F9')).toBe('#24292E');
  });

  it('darkens a faint colour on a light background, and lightens one on a dark background', () => {
    const light = readableColor('#6A737D', '#F6F7F9');
    expect(contrast(light, '#F6F7F9')).toBeGreaterThanOrEqual(4.5);
    expect(contrast('#6A737D', '#F6F7F9')).toBeLessThan(4.5);
    const dark = readableColor('#6A737D', '#1C1F26');
    expect(contrast(dark, '#1C1F26')).toBeGreaterThanOrEqual(4.5);
  });

  it('leaves colours it cannot parse alone', () => {
    expect(readableColor('#abc', '#ffffff')).toBe('#abc');
  });
});
