import { describe, expect, it } from 'vitest';
import { clampSize, draggedSize, keyResizeDelta } from './resizeGesture';

describe('resize maths', () => {
  it('grows when the handle moves away from the edge', () => {
    expect(draggedSize('right', 300, -50, 0)).toBe(350);
    expect(draggedSize('left', 300, -50, 0)).toBe(250);
    expect(draggedSize('top', 300, 0, 20)).toBe(320);
    expect(draggedSize('bottom', 300, 0, 20)).toBe(280);
  });

  it('maps arrow keys per placement', () => {
    expect(keyResizeDelta('right', 'ArrowLeft')).toBe(10);
    expect(keyResizeDelta('right', 'ArrowRight')).toBe(-10);
    expect(keyResizeDelta('left', 'ArrowRight')).toBe(10);
    expect(keyResizeDelta('top', 'ArrowDown')).toBe(10);
    expect(keyResizeDelta('bottom', 'ArrowUp')).toBe(10);
    expect(keyResizeDelta('bottom', 'ArrowLeft')).toBe(0);
  });

  it('clamps between zero and the maximum', () => {
    expect(clampSize(-5, 500)).toBe(0);
    expect(clampSize(900, 500)).toBe(500);
    expect(clampSize(250.4, 500)).toBe(250);
  });
});
