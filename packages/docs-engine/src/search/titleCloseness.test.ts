import { describe, expect, it } from 'vitest';
import { TitleCloseness, titleCloseness } from './titleCloseness.ts';

describe('titleCloseness', () => {
  it('calls a title exact whatever its case, spacing and punctuation', () => {
    expect(titleCloseness('placement', 'Placement')).toBe(TitleCloseness.exact);
    expect(titleCloseness('Swipe to Close', 'swipe-to-close')).toBe(TitleCloseness.exact);
    expect(titleCloseness('Force Render', ' forceRender ')).toBe(TitleCloseness.exact);
    expect(titleCloseness('抽屉', '抽屉')).toBe(TitleCloseness.exact);
  });

  it('calls a title near when one starts with the other and covers at least half of it', () => {
    expect(titleCloseness('Placement', 'place')).toBe(TitleCloseness.near);
    expect(titleCloseness('change', 'change remove')).toBe(TitleCloseness.near);
    expect(titleCloseness('@drawer/react', 'drawer')).toBe(TitleCloseness.near);
  });

  it('leaves short prefixes, words inside a title and empty input as no match', () => {
    expect(titleCloseness('Placement', 'pl')).toBe(TitleCloseness.none);
    expect(titleCloseness('Drawer placement', 'placement')).toBe(TitleCloseness.none);
    expect(titleCloseness('Placement', '  ')).toBe(TitleCloseness.none);
    expect(titleCloseness('Placement', '.*')).toBe(TitleCloseness.none);
  });
});
