// Warnings are logged once per page, so these run in a file of their own (a fresh module registry).
import { afterEach, describe, expect, it, vi } from 'vitest';
import Drawer from './index';
import { $, cleanup, render } from './testing';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('development warnings', () => {
  it('turns numeric strings into numbers with rc-drawer’s warning, once', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(<Drawer open width="93" title="t" />);
    expect($('.rc-drawer-content-wrapper')?.style.width).toBe('93px');
    rerender(<Drawer open height="94" placement="top" title="t" />);
    expect($('.rc-drawer-content-wrapper')?.style.height).toBe('94px');
    rerender(<Drawer open width="93%" title="t" />);
    expect($('.rc-drawer-content-wrapper')?.style.width).toBe('93%');
    expect(error.mock.calls).toEqual([
      ['Warning: Invalid value type of `width` or `height` which should be number type instead.'],
    ]);
  });

  it('says once when the dialog has no accessible name', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { rerender } = render(<Drawer open title="Named" />);
    expect(warn).not.toHaveBeenCalled();
    rerender(<Drawer open aria-label="Named" />);
    expect(warn).not.toHaveBeenCalled();
    rerender(<Drawer open />);
    rerender(<Drawer open rootClassName="x" />);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('no accessible name');
  });
});
