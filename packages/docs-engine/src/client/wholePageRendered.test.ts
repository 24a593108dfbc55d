// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdWholePageRendered, RENDER_ALL_CLASS } from './wholePageRendered.ts';

/** The frames the browser would run, played one at a time by the test. */
let frames: FrameRequestCallback[] = [];

function nextFrame(): void {
  const due = frames;
  frames = [];
  for (const callback of due) callback(performance.now());
}

const rendersAll = () => document.documentElement.classList.contains(RENDER_ALL_CLASS);

describe('holdWholePageRendered', () => {
  beforeEach(() => {
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frames.push(callback);
      return frames.length;
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    document.documentElement.className = '';
  });

  it('renders the whole page until two frames after its release', () => {
    const release = holdWholePageRendered();
    expect(rendersAll()).toBe(true);
    release();
    nextFrame();
    // The frame in which the browser notes each block's real height: still rendered whole.
    expect(rendersAll()).toBe(true);
    nextFrame();
    expect(rendersAll()).toBe(false);
  });

  it('keeps the whole page rendered while another hold lasts, and releasing one twice counts once', () => {
    const first = holdWholePageRendered();
    const second = holdWholePageRendered();
    first();
    first();
    nextFrame();
    nextFrame();
    expect(rendersAll()).toBe(true);
    second();
    nextFrame();
    nextFrame();
    expect(rendersAll()).toBe(false);
  });
});
