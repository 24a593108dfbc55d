import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isInside } from './isInside.ts';

describe('isInside', () => {
  const folder = path.join(path.sep, 'site', 'docs');

  it('holds for the folder itself and what lies under it', () => {
    expect(isInside(folder, folder)).toBe(true);
    expect(isInside(path.join(folder, 'guide', 'a.md'), folder)).toBe(true);
    expect(isInside(path.join(folder, '..notes'), folder)).toBe(true);
  });

  it('does not hold for a neighbour whose name starts alike, nor for a parent', () => {
    expect(isInside(path.join(path.sep, 'site', 'docs-old', 'a.md'), folder)).toBe(false);
    expect(isInside(path.join(path.sep, 'site'), folder)).toBe(false);
    expect(isInside(path.join(path.sep, 'elsewhere'), folder)).toBe(false);
  });
});
