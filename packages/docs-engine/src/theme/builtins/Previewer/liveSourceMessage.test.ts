import { describe, expect, it } from 'vitest';
import { liveSourceMessage, liveSourceOf } from './liveSourceMessage.ts';

describe('live source messages', () => {
  it('carry the edited file to the framed page', () => {
    const message = liveSourceMessage('base.tsx', 'export default 1;');
    expect(message).toEqual({
      type: 'dumi.liveDemo.setSource',
      value: { 'base.tsx': 'export default 1;' },
    });
    expect(liveSourceOf(message, 'base.tsx')).toBe('export default 1;');
  });

  it('ignore other messages, other files and malformed values', () => {
    expect(liveSourceOf(liveSourceMessage('other.tsx', 'x'), 'base.tsx')).toBeUndefined();
    expect(
      liveSourceOf({ type: 'something', value: { 'base.tsx': 'x' } }, 'base.tsx'),
    ).toBeUndefined();
    expect(
      liveSourceOf({ type: 'dumi.liveDemo.setSource', value: { 'base.tsx': 1 } }, 'base.tsx'),
    ).toBeUndefined();
    expect(liveSourceOf('dumi.liveDemo.setSource', 'base.tsx')).toBeUndefined();
    expect(liveSourceOf(null, 'base.tsx')).toBeUndefined();
  });
});
