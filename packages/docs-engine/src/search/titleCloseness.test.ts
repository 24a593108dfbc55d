import { describe, expect, it } from 'vitest';
import { closenessTo, comparableTitle, TitleCloseness } from './titleCloseness.ts';

/** How close a page titled `title` is to what the reader typed. */
const closeness = (title: string, query: string) => closenessTo(query)(comparableTitle(title));

describe('closenessTo', () => {
  it('calls a title exact whatever its case, spacing and punctuation', () => {
    expect(closeness('placement', 'Placement')).toBe(TitleCloseness.exact);
    expect(closeness('Swipe to Close', 'swipe-to-close')).toBe(TitleCloseness.exact);
    expect(closeness('Force Render', ' forceRender ')).toBe(TitleCloseness.exact);
    expect(closeness('抽屉', '抽屉')).toBe(TitleCloseness.exact);
  });

  it('calls a title near when one starts with the other and covers at least half of it', () => {
    expect(closeness('Placement', 'place')).toBe(TitleCloseness.near);
    expect(closeness('change', 'change remove')).toBe(TitleCloseness.near);
    expect(closeness('@drawer/react', 'drawer')).toBe(TitleCloseness.near);
  });

  it('leaves short prefixes, words inside a title and empty input as no match', () => {
    expect(closeness('Placement', 'pl')).toBe(TitleCloseness.none);
    expect(closeness('Drawer placement', 'placement')).toBe(TitleCloseness.none);
    expect(closeness('Placement', '  ')).toBe(TitleCloseness.none);
    expect(closeness('Placement', '.*')).toBe(TitleCloseness.none);
  });
});
