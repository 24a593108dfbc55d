import { describe, expect, it } from 'vitest';
import { closestName } from './closestName.ts';

const keys = ['title', 'description', 'logo', 'base', 'docsDir', 'outDir', 'locales'];

describe('closestName', () => {
  it('finds the name a typo meant', () => {
    expect(closestName('titel', keys)).toBe('title');
    expect(closestName('docsdir', keys)).toBe('docsDir');
    expect(closestName('locale', keys)).toBe('locales');
    expect(closestName('descripton', keys)).toBe('description');
  });

  it('suggests nothing for a name unlike any other', () => {
    expect(closestName('colour', keys)).toBeUndefined();
    expect(closestName('x', keys)).toBeUndefined();
  });
});
