// @vitest-environment jsdom
import { cleanup, fireEvent, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTypeAhead } from './useTypeAhead.ts';

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
});

const press = (key: string, init: KeyboardEventInit = {}) =>
  fireEvent.keyDown(document.body, { key, ...init });

describe('useTypeAhead', () => {
  it('gives the text typed so far, Backspace included, and keeps the keys from the page', () => {
    const onText = vi.fn();
    renderHook(() => useTypeAhead(true, onText));
    press('p');
    press('l');
    press('Backspace');
    expect(press('a')).toBe(false);
    expect(onText.mock.calls.map(([text]) => text)).toEqual(['p', 'pl', 'p', 'pa']);
  });

  it('leaves shortcuts and keys that type nothing to the page', () => {
    const onText = vi.fn();
    renderHook(() => useTypeAhead(true, onText));
    expect(press('k', { ctrlKey: true })).toBe(true);
    expect(press('Enter')).toBe(true);
    expect(press('ArrowDown')).toBe(true);
    expect(onText).not.toHaveBeenCalled();
  });

  it('stops once a field has the focus: later keys are the field’s, wherever they go', () => {
    const onText = vi.fn();
    renderHook(() => useTypeAhead(true, onText));
    press('a');
    const box = document.body.appendChild(document.createElement('input'));
    box.focus();
    fireEvent.keyDown(box, { key: 'b' });
    box.blur();
    press('c');
    expect(onText.mock.calls.map(([text]) => text)).toEqual(['a']);
  });

  it('takes nothing while inactive', () => {
    const onText = vi.fn();
    renderHook(() => useTypeAhead(false, onText));
    press('a');
    expect(onText).not.toHaveBeenCalled();
  });
});
