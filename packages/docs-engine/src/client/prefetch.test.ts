import { describe, expect, it } from 'vitest';
import { resolvePrefetch } from './prefetch.ts';

describe('resolvePrefetch', () => {
  it('keeps the four modes and maps booleans', () => {
    expect(resolvePrefetch('viewport', 'none')).toBe('viewport');
    expect(resolvePrefetch('render', 'none')).toBe('render');
    expect(resolvePrefetch(true, 'none')).toBe('intent');
    expect(resolvePrefetch(false, 'intent')).toBe('none');
  });

  it('falls back to the site default', () => {
    expect(resolvePrefetch(undefined, 'none')).toBe('none');
    expect(resolvePrefetch(undefined, 'intent')).toBe('intent');
  });

  it('rejects anything else, naming the value and the Link component', () => {
    expect(() => resolvePrefetch('hover', 'none')).toThrow(
      'Invalid prefetch value hover found in Link component',
    );
    expect(() => resolvePrefetch(1, 'none')).toThrow(
      'Invalid prefetch value 1 found in Link component',
    );
  });
});
