/**
 * The class on the root element under which the theme renders every block of the page, those far
 * from the window too, which it otherwise skips (content-visibility) with an estimated height.
 */
export const RENDER_ALL_CLASS = 'de-render-all';

let holds = 0;

/**
 * Renders every block of the page at its real size until the returned function is called, so that
 * a scroll to a remembered position or a heading lands where it should: with skipped blocks above
 * the target at their estimated heights, the same position would show other content. Holds may
 * overlap; the blocks are skipped again once the last is released.
 */
export function holdWholePageRendered(): () => void {
  holds += 1;
  document.documentElement.classList.add(RENDER_ALL_CLASS);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    // The browser notes the real height of each block (the `auto` of contain-intrinsic-size) in
    // the rendering of the next frame: skipped again only in the frame after that, the blocks
    // keep those heights and nothing on screen moves.
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        holds -= 1;
        if (holds === 0) document.documentElement.classList.remove(RENDER_ALL_CLASS);
      }),
    );
  };
}

/** Runs `scroll` with every block rendered at its real size (see holdWholePageRendered). */
export function scrollWithWholePageRendered(scroll: () => void): void {
  const release = holdWholePageRendered();
  scroll();
  release();
}
